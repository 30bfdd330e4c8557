import { inject } from 'vitest';
import { PATHS } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { useSession } from '@trellis/platform/session';
import { connectApiServer, signInAs, signOut as forgetTestSession } from '@trellis/test-kit';
import { api } from './client.ts';
import { ApiError } from './errors.ts';
import { signOut } from './signOut.ts';

const PASSWORD = 'Trellis!2026';

/** Whether the server still accepts a refresh token. */
const refreshes = (refresh: string) =>
  api.post(PATHS.tokenRefresh, { refresh }).then(
    () => true,
    (error: unknown) => (error instanceof ApiError && error.status === 401 ? false : Promise.reject(error)),
  );

describe('signing out', () => {
  beforeEach(() => {
    connectApiServer(inject('apiUrl'));
    window.history.replaceState(null, '', '/profile');
  });
  afterEach(() => forgetTestSession());

  it('revokes the refresh token, forgets the session, tells every app and opens /login', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    const { refreshToken } = useSession.getState();
    const heard = vi.fn();
    bus.on('session:signed-out', heard);

    await signOut();

    bus.off('session:signed-out', heard);
    expect(useSession.getState()).toMatchObject({ accessToken: null, refreshToken: null, identity: null });
    expect(heard).toHaveBeenCalledOnce();
    expect(window.location.pathname).toBe('/login');
    expect(await refreshes(refreshToken!)).toBe(false);
  });

  it('leaves the server alone when it has ended the sessions itself, and still signs this device out', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    const { refreshToken } = useSession.getState();

    await signOut({ revoke: false });

    expect(useSession.getState().accessToken).toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(await refreshes(refreshToken!)).toBe(true);
  });
});
