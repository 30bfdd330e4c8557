import { navigateToUrl } from 'single-spa';
import { LogoutRequest, PATHS } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { useSession } from '@trellis/platform/session';
import { api } from './client.ts';

/**
 * Signs the member out of this device and opens /login. POST /logout/ revokes the refresh token first, unless the
 * server has ended every session already (`revoke: false`, after deleting the account); the session is dropped
 * whatever the server answers, and every app hears `session:signed-out`.
 */
export async function signOut({ revoke = true }: { revoke?: boolean } = {}) {
  const { refreshToken } = useSession.getState();
  if (revoke && refreshToken) await api.post(PATHS.logout, LogoutRequest.parse({ refresh_token: refreshToken })).catch(() => undefined);
  useSession.getState().signOut();
  bus.emit('session:signed-out');
  navigateToUrl('/login');
}
