import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl, start, type LifeCycles } from 'single-spa';
import type { RemoteEntry } from '@trellis/contracts';
import { useSite } from '@trellis/platform/site';
import { Shell } from '../layout/Shell.tsx';
import { appConfig } from '../testing/fixtures.ts';
import { setViewportWidth } from '../testing/viewport.ts';
import { areaElement } from './contentHost.ts';
import type { AreaProps } from './fallbackLifecycles.ts';
import { registerAreas } from './registerAreas.ts';
import { useRegistry } from './registry.ts';

/** A remote's lifecycles that put a line of text into the element the shell hands them. */
function textArea(text: string): LifeCycles<AreaProps> {
  return {
    bootstrap: async () => {},
    mount: async ({ domElement }) => {
      domElement.textContent = text;
    },
    unmount: async ({ domElement }) => {
      domElement.textContent = '';
    },
  };
}

// Public paths, so the layout guards let the signed-out visitor of this page through.
const area = (name: string, prefix: string, menu: RemoteEntry['menu'] = []) => ({
  name,
  prefixes: [prefix],
  public_prefixes: [prefix],
  self_guarded_prefixes: [],
  admin_prefixes: [],
  menu,
  admin_menu: [],
});
const remotes: RemoteEntry[] = [
  { ...area('mf_groups', '/circles'), manifest_url: '/remotes/mf-groups/mf-manifest.json' },
  {
    ...area('mf_ai', '/usecases', [{ path: '/usecases', label: 'AI Use Case', icon: 'bulb', order: 20 }]),
    manifest_url: '/remotes/mf-ai/mf-manifest.json',
  },
  { ...area('mf_profile', '/resourcehub'), manifest_url: '/remotes/mf-profile/mf-manifest.json' },
];

const loads: Record<string, number> = {};
/** Each test file gets one page: what the groups remote's loader does next is set per test. */
let groupsLoader: () => Promise<unknown> = () => Promise.reject(new Error('mf-groups is down'));
let profileMountFails = true;

async function go(path: string) {
  await act(async () => navigateToUrl(path));
}

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setViewportWidth(1280);
  useSite.setState({ config: appConfig() });
  window.history.replaceState(null, '', '/');
  start({ urlRerouteOnly: true });
  registerAreas(remotes, {
    domElementFor: areaElement,
    retryDelayMs: 0,
    load: async (remote) => {
      loads[remote.name] = (loads[remote.name] ?? 0) + 1;
      if (remote.name === 'mf_groups') return groupsLoader();
      if (remote.name === 'mf_profile') {
        return {
          ...textArea('Profile area'),
          mount: async ({ domElement }: AreaProps) => {
            if (profileMountFails) throw new Error('profile mount failed');
            domElement.textContent = 'Profile area';
          },
        };
      }
      return textArea('AI area');
    },
  });
  useRegistry.setState({ status: 'ready', remotes });
});

// The page (single-spa and its apps) lives through the whole file; each test renders the shell afresh on it.
beforeEach(() => {
  render(<Shell />);
});

describe('an area whose remote fails', () => {
  it('shows the crash card in the content area while the sidebar keeps working', async () => {
    await go('/circles');

    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Home Page' })).toBeInTheDocument();
    expect(loads.mf_groups).toBe(2);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AI Use Case' })).toBeInTheDocument();
  });

  it('lets the member move on to another area', async () => {
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'AI Use Case' }));

    expect(await screen.findByText('AI area')).toBeVisible();
    expect(window.location.pathname).toBe('/usecases');
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
  });

  it('loads the remote again on Refresh', async () => {
    await go('/circles');
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();

    groupsLoader = async () => textArea('Groups area');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByText('Groups area')).toBeVisible();
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
  });

  it('shows the crash card when a loaded remote throws on mount, and mounts it on Refresh once it works', async () => {
    await go('/resourcehub');
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();

    profileMountFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByText('Profile area')).toBeVisible();
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
  });
});
