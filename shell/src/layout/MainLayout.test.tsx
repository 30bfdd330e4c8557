import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { start } from 'single-spa';
import { AppProviders } from '@trellis/ui';
import { useSite } from '@trellis/platform/site';
import { useRegistry } from '../composition/registry.ts';
import { appConfig, servedRegistry } from '../testing/fixtures.ts';
import { setViewportWidth } from '../testing/viewport.ts';
import { MainLayout } from './MainLayout.tsx';

// As on the page: single-spa reports every history change, which the layout follows.
beforeAll(async () => {
  start({ urlRerouteOnly: true });
  useRegistry.setState({ status: 'ready', remotes: await servedRegistry() });
});

function renderLayout(pageShown = true) {
  window.history.replaceState(null, '', '/events');
  return render(
    <AppProviders>
      <MainLayout pageShown={pageShown}>
        <p>Area content</p>
      </MainLayout>
    </AppProviders>,
  );
}

async function menu() {
  return within(await screen.findByRole('navigation', { name: 'Main menu' }));
}

describe('the main layout on a wide screen', () => {
  beforeEach(() => setViewportWidth(1280));

  it('hides Jobs when the site turns show_job_menu off', async () => {
    useSite.setState({ config: appConfig({ ui: { show_job_menu: false } }) });
    renderLayout();
    const nav = await menu();
    expect(nav.getByRole('link', { name: 'Career Circle' })).toHaveAttribute('href', '/circles');
    expect(nav.queryByRole('link', { name: 'Jobs' })).not.toBeInTheDocument();
  });

  it('keeps the right panel out while the guards hold the page back, as behind the offer to join the site', async () => {
    useSite.setState({ config: appConfig() });
    renderLayout(false);
    await menu();
    expect(screen.queryByRole('complementary', { name: 'Right panel' })).not.toBeInTheDocument();
  });

  it('shows Jobs when the site turns show_job_menu on', async () => {
    useSite.setState({ config: appConfig({ ui: { show_job_menu: true } }) });
    renderLayout();
    expect((await menu()).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('shows the connect entries and Membership only when the site has them', async () => {
    useSite.setState({ config: appConfig({ ui: { show_connect_menu: true }, has_subscription_plans: true }) });
    renderLayout();
    const nav = await menu();
    expect(nav.getByRole('link', { name: 'Organizations' })).toHaveAttribute('href', '/connect?connection=organization');
    expect(nav.getByRole('link', { name: 'People' })).toHaveAttribute('href', '/connect?connection=user');
    expect(nav.getByRole('link', { name: 'Membership' })).toHaveAttribute('href', '/membership');
    // A visitor has no donations of their own to list.
    expect(nav.queryByRole('link', { name: 'My Donations' })).not.toBeInTheDocument();
  });

  it('folds a group of entries away and back from its heading, which says whether it is open', async () => {
    useSite.setState({ config: appConfig({ ui: { show_connect_menu: true } }) });
    renderLayout();
    const nav = await menu();
    const connect = nav.getByRole('button', { name: 'Connect' });
    expect(connect).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(connect);
    expect(connect).toHaveAttribute('aria-expanded', 'false');
    expect(nav.queryByRole('link', { name: 'People' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(nav.getByRole('link', { name: 'People' })).toBeVisible();
  });

  it('marks the entry of the current area', async () => {
    useSite.setState({ config: appConfig() });
    renderLayout();
    const nav = await menu();
    expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Area content')).toBeInTheDocument();
  });

  it('offers Login and Signup that come back to the current path', async () => {
    useSite.setState({ config: appConfig() });
    renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: 'Signup' }));
    expect(window.location.pathname + window.location.search).toBe('/signup?next=%2Fevents');
    window.history.replaceState(null, '', '/events?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(window.location.pathname + window.location.search).toBe('/login?next=%2Fevents%3Fpage%3D2');
  });

  it('names the organization in the top bar in full, leaving any cut to the space it has', async () => {
    useSite.setState({ config: appConfig() });
    renderLayout();
    expect(await screen.findByText('Trellis Community Organization')).toBeInTheDocument();
    expect(screen.getByTitle('Trellis Community Organization')).toHaveAttribute('href', '/');
  });

  it("shows the site's logo with its words, the link named by the name it shows", async () => {
    const config = appConfig();
    useSite.setState({ config: { ...config, site: { ...config.site, logo: '/api/v1/site-logos/trellis.svg', logo_alt: 'Trellis logo' } } });
    renderLayout();
    const brand = await screen.findByRole('link', { name: 'Trellis Community Organization' });
    expect(within(brand).getByRole('img', { name: 'Trellis logo' })).toHaveAttribute('src', '/api/v1/site-logos/trellis.svg');
  });
});

describe('the main layout below the md breakpoint', () => {
  beforeEach(() => setViewportWidth(600));

  it('keeps the menu in a drawer opened from the top bar', async () => {
    useSite.setState({ config: appConfig() });
    renderLayout();
    await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect((await menu()).getByRole('link', { name: 'CareerGPS' })).toBeInTheDocument();
  });
});
