import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { changedPackages } from './changed-packages.mjs';

const PACKAGES = [
  { name: '@trellis/api', folder: 'api' },
  { name: '@trellis/mf-ai', folder: 'mf-ai' },
  { name: '@trellis/mf-admin', folder: 'mf-admin' },
  { name: '@trellis/platform', folder: 'packages/platform' },
  { name: '@trellis/ui', folder: 'packages/ui' },
];
const names = (files) => changedPackages(files, PACKAGES).packages.map((pkg) => pkg.name);

describe('the packages a change touches', () => {
  it('are the ones owning a changed file, once each', () => {
    assert.deepEqual(names(['mf-admin/src/App.tsx', 'mf-admin/remote.json', 'api/src/app.ts']), ['@trellis/api', '@trellis/mf-admin']);
  });

  it('are matched by whole folder names, so mf-ai does not own mf-admin', () => {
    assert.deepEqual(names(['mf-admin/src/App.tsx']), ['@trellis/mf-admin']);
    assert.deepEqual(names(['mf-aid/notes.md']), []);
  });

  it('are matched inside packages/ by the package folder', () => {
    assert.deepEqual(names(['packages/ui/src/components/EmptyState.tsx']), ['@trellis/ui']);
  });

  it('leave out the root files', () => {
    assert.deepEqual(names(['README.md', 'docs/architecture.md', 'scripts/dev-all.mjs']), []);
  });

  it('are all of them when a file every package builds with changed', () => {
    for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json']) {
      assert.deepEqual(changedPackages([file], PACKAGES), { packages: PACKAGES, everything: true });
    }
  });
});
