import { navigateToUrl } from 'single-spa';
import { api } from '@trellis/platform/api-client';
import { PATHS } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { useSession } from '@trellis/platform/session';

/** POST /logout/ revokes the refresh token; the session is dropped locally whatever the server answers. */
export async function logout() {
  const { refreshToken } = useSession.getState();
  if (refreshToken) await api.post(PATHS.logout, { refresh_token: refreshToken }).catch(() => undefined);
  useSession.getState().signOut();
  bus.emit('session:signed-out');
  navigateToUrl('/login');
}
