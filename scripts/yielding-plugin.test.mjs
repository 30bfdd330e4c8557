// The federation runtime plugin every app runs: each step of loading an area it hooks resumes in a task of its own,
// with the runtime's arguments passed on unchanged.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import yieldingPlugin from '../packages/federation/runtime/yielding-plugin.mjs';

/** Whether a task queued before `step` started had run by the time `step` resolved. */
async function resumesInALaterTask(step) {
  let taskRan = false;
  setTimeout(() => {
    taskRan = true;
  }, 0);
  await step();
  return taskRan;
}

describe('yielding federation runtime plugin', () => {
  const plugin = yieldingPlugin();

  for (const hook of ['beforeInitContainer', 'beforeLoadShare']) {
    it(`${hook} resumes in a later task and passes its arguments on`, async () => {
      const args = { pkgName: 'react', shareInfo: {}, shared: {}, origin: {} };
      let answer;
      const later = await resumesInALaterTask(async () => {
        answer = await plugin[hook](args);
      });
      assert.equal(later, true);
      assert.equal(answer, args);
    });
  }

  it('a step of the runtime without the plugin stays in the same task, which the check above tells apart', async () => {
    assert.equal(await resumesInALaterTask(async () => undefined), false);
  });
});
