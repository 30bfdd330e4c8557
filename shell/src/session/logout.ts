import { navigateToUrl } from 'single-spa';
import { call } from '@trellis/shared/api-client';
import { authEndpoints } from '@trellis/shared/endpoints';
import { bus } from '@trellis/shared/events';
import { useSession } from '@trellis/shared/session';

/** POST /logout/ revokes the refresh token; the session is dropped locally whatever the server answers. */
export async function logout() {
  const { refreshToken } = useSession.getState();
  if (refreshToken) await call(authEndpoints.logout, { body: { refresh_token: refreshToken } }).catch(() => undefined);
  useSession.getState().signOut();
  bus.emit('session:signed-out');
  navigateToUrl('/login');
}
