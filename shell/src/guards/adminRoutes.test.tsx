import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { start } from 'single-spa';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import { AppConfig, PATHS } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { useRegistry } from '../composition/registry.ts';
import { useAdminView } from '../features/organizations/index.ts';
import { servedRegistry } from '../testing/fixtures.ts';
import { useAccessGuard } from './useAccessGuard.ts';

const PASSWORD = 'Trellis!2026';

beforeAll(async () => {
  start({ urlRerouteOnly: true });
  connectApiServer(inject('apiUrl'));
  useSite.setState({ config: AppConfig.parse(await api.get(PATHS.appConfigGroup)) });
  useRegistry.setState({ status: 'ready', remotes: await servedRegistry() });
});
afterEach(() => {
  cleanup();
  signOut();
});

/** The guard and the admin view as the page sees them at `path`, for a member signed in and known. */
async function guardAt(path: string, email: string) {
  await signInAs(email, PASSWORD);
  await waitFor(() => expect(useSession.getState().identity).not.toBeNull());
  window.history.replaceState(null, '', path);
  return renderHook(() => ({ access: useAccessGuard(), adminView: useAdminView() }));
}

describe('the admin routes', () => {
  it('open in the admin view for an admin who arrives from the user view', async () => {
    expect(useSession.getState().selectedRole).toBeNull();
    const { result } = await guardAt('/admin-dashboard/todos', 'admin@trellis.test');
    await waitFor(() => expect(result.current.adminView).toBe(true));
    expect(result.current.access).toEqual({ kind: 'allow' });
    expect(useSession.getState().selectedRole).toBe('admin');
    expect(window.location.pathname).toBe('/admin-dashboard/todos');
  });

  it('send a member back home and say why', async () => {
    const toasts = vi.fn();
    bus.on('toast', toasts);
    try {
      const { result } = await guardAt('/admin-dashboard', 'member@trellis.test');
      await waitFor(() => expect(window.location.pathname).toBe('/'));
      expect(toasts).toHaveBeenCalledWith({ kind: 'warning', content: MESSAGES.admin.adminOnly, durationSeconds: 8 });
      expect(result.current.adminView).toBe(false);
    } finally {
      bus.off('toast', toasts);
    }
  });
});
