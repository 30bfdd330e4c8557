import { act, render, screen } from '@testing-library/react';
import { navigateToUrl, start } from 'single-spa';
import type { RemoteEntry } from '@trellis/contracts';
import { useSite } from '@trellis/platform/site';
import { Shell } from '../layout/Shell.tsx';
import { appConfig } from '../testing/fixtures.ts';
import { setViewportWidth } from '../testing/viewport.ts';
import { areaElement } from './contentHost.ts';
import type { AreaProps } from './fallbackLifecycles.ts';
import { registerAreas } from './registerAreas.ts';
import { useRegistry } from './registry.ts';

const events: RemoteEntry = {
  name: 'mf_events',
  prefixes: ['/events'],
  public_prefixes: ['/events'],
  self_guarded_prefixes: [],
  admin_prefixes: [],
  menu: [],
  admin_menu: [],
  manifest_url: '/remotes/mf-events/mf-manifest.json',
};

/** Renders the area's first frame: its mount resolves first, as a remote's transition render commits later. */
let paintFirstFrame: () => void = () => {};

beforeAll(() => {
  setViewportWidth(1280);
  useSite.setState({ config: appConfig() });
  window.history.replaceState(null, '', '/');
  start({ urlRerouteOnly: true });
  registerAreas([events], {
    domElementFor: areaElement,
    retryDelayMs: 0,
    load: async () => ({
      bootstrap: async () => {},
      mount: async ({ domElement }: AreaProps) => {
        paintFirstFrame = () => {
          domElement.textContent = 'Events area';
        };
      },
      unmount: async ({ domElement }: AreaProps) => {
        domElement.textContent = '';
      },
    }),
  });
  useRegistry.setState({ status: 'ready', remotes: [events] });
});

describe('the content area of a remote', () => {
  it('keeps its placeholder from the mount until the first frame is in the element, then shows the frame alone', async () => {
    render(<Shell />);
    await act(async () => navigateToUrl('/events'));
    await vi.waitFor(() => expect(areaElement('mf_events').isConnected).toBe(true));
    await act(async () => {});
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Events area')).not.toBeInTheDocument();

    await act(async () => paintFirstFrame());

    expect(screen.getByText('Events area')).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
