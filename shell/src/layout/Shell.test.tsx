import { render, screen } from '@testing-library/react';
import { useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { useRegistry } from '../composition/registry.ts';
import { appConfig, identity, REMOTES } from '../testing/fixtures.ts';
import { setViewportWidth } from '../testing/viewport.ts';
import { Shell } from './Shell.tsx';

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<Shell />);
}

beforeEach(() => {
  setViewportWidth(1280);
  useSession.getState().signOut();
  useSite.setState({ config: appConfig() });
  useRegistry.setState({ status: 'ready', remotes: REMOTES });
});

describe('the content area', () => {
  it('shows the not-found page for a path no remote and not the shell owns', async () => {
    renderAt('/organizer/tools');
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('.trellis-content-host')).not.toBeVisible();
    expect(screen.getByText('404 - Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Home Page' })).toBeInTheDocument();
  });

  it('leaves a path a remote owns to that remote', async () => {
    renderAt('/org/acme/people');
    const main = await screen.findByRole('main');
    expect(main.querySelector('.trellis-content-host')).toBeVisible();
    expect(screen.queryByText('Oops!')).not.toBeInTheDocument();
  });

  it('renders the home page at / from the landing page content', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Grow your career with your community' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try CareerGPS' })).toBeInTheDocument();
    expect(screen.queryByText('Oops!')).not.toBeInTheDocument();
  });

  it('does not call a path unknown before the registry has answered', async () => {
    useRegistry.setState({ status: 'loading', remotes: [] });
    renderAt('/circles');
    expect((await screen.findAllByLabelText('Loading')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Oops!')).not.toBeInTheDocument();
  });

  it('shows the crash card when the registry could not be read', async () => {
    useRegistry.setState({ status: 'failed', remotes: [] });
    renderAt('/circles');
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  });
});

describe('the layout', () => {
  it('gives signed-out visitors on an auth route the bare centred layout', async () => {
    renderAt('/login');
    const main = await screen.findByRole('main');
    expect(main.querySelector('.trellis-content-host')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('gives a signed-in member still to verify the access screens on their own, without the menus', async () => {
    useSession.setState({ accessToken: 'a-token', identity: { ...identity(), is_verified: false } });
    renderAt('/login');
    expect(await screen.findByRole('main')).toBeInTheDocument();
    // The signed-in frame loads lazily: give it the time it would take, and it must still not come.
    await expect(screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 3000 })).rejects.toThrow();
    expect(screen.queryByRole('button', { name: /^Open chat/ })).not.toBeInTheDocument();
  });

  it('gives everyone else the sidebar and top bar', async () => {
    renderAt('/circles');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
