import { inject } from 'vitest';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { useSession } from '@trellis/platform/session';
import { reloadIdentity } from './identity.ts';

describe('the identity in the session store', () => {
  beforeEach(() => connectApiServer(inject('apiUrl')));
  afterEach(() => signOut());

  it('is filled by a reload while signed in', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    useSession.getState().setIdentity(null);
    await reloadIdentity();
    expect(useSession.getState().identity?.profile.email).toBe('member@trellis.test');
  });

  it('keeps the stored object when the answer has not changed, so nothing renders again', async () => {
    const stored = await signInAs('member@trellis.test', 'Trellis!2026');
    expect(useSession.getState().identity).toBe(stored);
    expect(await reloadIdentity()).toBe(stored);
    expect(useSession.getState().identity).toBe(stored);
  });

  it('stays empty when the member signs out while a reload is on its way', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    const send = globalThis.fetch;
    // The member signs out once the request has left, before its answer is read.
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((...request) => {
      const answer = send(...request);
      signOut();
      return answer;
    });
    try {
      expect((await reloadIdentity()).profile.email).toBe('member@trellis.test');
    } finally {
      fetch.mockRestore();
    }
    expect(useSession.getState().identity).toBeNull();
  });
});
