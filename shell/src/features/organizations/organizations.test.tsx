import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { start } from 'single-spa';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import { AppConfig, Identity, PATHS } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { AppProviders } from '@trellis/ui';
import { useRegistry } from '../../composition/registry.ts';
import { MainLayout } from '../../layout/MainLayout.tsx';
import { servedRegistry } from '../../testing/fixtures.ts';
import { setViewportWidth } from '../../testing/viewport.ts';
import { JoinSiteOffer } from './JoinSiteOffer.tsx';
import { useSiteJoinChoice } from './siteJoinChoice.ts';
import * as siteLocation from './siteLocation.ts';

vi.mock('./siteLocation.ts', async (original) => ({
  ...(await original<typeof siteLocation>()),
  goToSite: vi.fn(),
  reloadAtHome: vi.fn(),
  reloadPage: vi.fn(),
}));

const PASSWORD = 'Trellis!2026';

// Each test renders the whole frame against a live server; the first antd render alone takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  start({ urlRerouteOnly: true });
  connectApiServer(inject('apiUrl'));
  useSite.setState({ config: AppConfig.parse(await api.get(PATHS.appConfigGroup)) });
  useRegistry.setState({ status: 'ready', remotes: await servedRegistry() });
});
beforeEach(() => {
  setViewportWidth(1280);
  vi.mocked(siteLocation.goToSite).mockClear();
  vi.mocked(siteLocation.reloadAtHome).mockClear();
  vi.mocked(siteLocation.reloadPage).mockClear();
  window.history.replaceState(null, '', '/events');
});
afterEach(() => {
  // Unmount before the session ends, so signing out does not re-render a screen under test.
  cleanup();
  signOut();
});

function renderLayout() {
  return render(
    <AppProviders>
      <MainLayout>
        <p>Area content</p>
      </MainLayout>
    </AppProviders>,
  );
}

async function openSwitcher() {
  await userEvent.click(await screen.findByRole('button', { name: 'Switch organization' }));
  // The sidebar is a menu too: the switcher's is the open dropdown's.
  const dropdown = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
    if (!element) throw new Error('the switcher did not open');
    return element;
  });
  return within(dropdown);
}

/** The site's config as if the page were opened on the site whose default organization is this one. */
function onSiteOf(organization: { id: number; name: string; name_slug: string }) {
  const config = useSite.getState().config!;
  useSite.setState({ config: { ...config, site: { ...config.site, default_organization: { ...organization, classroom_access: false } } } });
}

describe('the organization switcher', () => {
  it("lists the member's organizations, names cut at 20 characters, and sends the member to another site's domain", async () => {
    const identity = await signInAs('member@trellis.test', PASSWORD);
    renderLayout();
    const menu = await openSwitcher();
    expect(menu.getByText('Trellis Career Netwo...')).toBeInTheDocument();
    expect(menu.getByText('Westlake State Unive...')).toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'Make Default' })).not.toBeInTheDocument();

    // Westlake lives on campus.localhost: the member is sent there with the session.
    await userEvent.click(menu.getByText('Westlake State Unive...'));
    await waitFor(() => expect(siteLocation.goToSite).toHaveBeenCalledWith('campus.localhost'));
    expect(useSession.getState().currentOrgId).toBe(identity.organization!.id);
  });

  it('offers Make Default for the site organization that is not the default, and reloads once changed', async () => {
    const identity = await signInAs('leader@trellis.test', PASSWORD);
    const lumen = (await api.get<{ data: { id: number; name: string; name_slug: string }[] }>(`${PATHS.groups}?search=Lumen`)).data[0]!;
    await api.post(PATHS.joinDefault(lumen.id));
    await signInAs('leader@trellis.test', PASSWORD);
    onSiteOf(lumen);
    renderLayout();

    const menu = await openSwitcher();
    await userEvent.click(menu.getByRole('button', { name: 'Make Default' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Make Lumen Robotics your default organization?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Default' }));
    await waitFor(() => expect(siteLocation.reloadPage).toHaveBeenCalled());
    // Signing in again changes the session the rendered layout reads, so it runs inside act().
    const after = await act(() => signInAs('leader@trellis.test', PASSWORD));
    expect(after.switchable_orgs.find((org) => org.is_default)?.name_slug).toBe('lumen-robotics');
    await act(() => api.post(PATHS.defaultOrganization, { group_id: identity.organization!.id }));
  });

  it('lists the other services and joins one on its own domain', async () => {
    await signInAs('pending@trellis.test', PASSWORD);
    renderLayout();
    await userEvent.click((await openSwitcher()).getByText('Join another service'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Diaspora Professionals Network')).toBeInTheDocument();
    expect(dialog.getByText('Westlake State University')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Join Pinecrest Summer Camp' }));
    const confirm = (await screen.findAllByRole('dialog')).at(-1)!;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(siteLocation.goToSite).toHaveBeenCalledWith('camp.localhost'));
  });

  it('says what it is in the overflow menu of a phone, not only with an icon', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    setViewportWidth(390);
    renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    expect(await screen.findByRole('button', { name: 'Switch organization' })).toHaveTextContent('Switch organization');
  });

  it('says when there is no service left to join', async () => {
    await signInAs('pending@trellis.test', PASSWORD);
    const services = await api.get<{ data: { id: number }[] }>(PATHS.services);
    for (const service of services.data) await api.post(PATHS.joinService, { group_id: service.id });
    renderLayout();
    await userEvent.click((await openSwitcher()).getByText('Join another service'));
    expect(await screen.findByText('No services available at the moment')).toBeInTheDocument();
  });
});

describe('the admin view', () => {
  it('switches an admin to the admin layout and back', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to Admin View' }));
    expect(window.location.pathname).toBe('/admin-dashboard/todos');
    const admin = within(await screen.findByRole('navigation', { name: 'Admin menu' }));
    expect(admin.getByRole('link', { name: 'Todos' })).toHaveAttribute('href', '/admin-dashboard/todos');
    expect(useSession.getState()).toMatchObject({ selectedRole: 'admin', adminMode: true });

    await userEvent.click(screen.getByRole('button', { name: 'Switch to User View' }));
    expect(window.location.pathname).toBe('/');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(useSession.getState().selectedRole).toBeNull();
  });

  it('follows the role selector, which drops the roles query value', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    window.history.replaceState(null, '', '/events?roles=admin');
    renderLayout();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), 'Admin');
    expect(await screen.findByRole('navigation', { name: 'Admin menu' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('is not offered to members', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderLayout();
    await screen.findByRole('button', { name: 'Switch organization' });
    // The selector names the role the member acts in rather than the word "Role".
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Member');
    expect(screen.queryByRole('button', { name: 'Switch to Admin View' })).not.toBeInTheDocument();
  });
});

describe('the frame of a signed-in member', () => {
  it('opens the profile and account from the sidebar and offers Verify OTP until verified', async () => {
    // The landing page, where the right panel holds nothing of its own (an earlier test may have left another address).
    window.history.replaceState(null, '', '/');
    await signInAs('unverified@trellis.test', PASSWORD);
    renderLayout();
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(nav.getByRole('link', { name: 'Verify OTP' })).toHaveAttribute('href', '/verify-otp');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', expect.stringMatching(/^\/profile\/.+\/account$/));
    expect(screen.getAllByRole('link', { name: /Profile of/ })[0]).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('complementary', { name: 'Right panel' })).toBeEmptyDOMElement();
    expect(screen.getByText('Powered by')).toBeInTheDocument();
  });

  it('leads a member to their donations from the sidebar', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderLayout();
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    await userEvent.click(await nav.findByRole('link', { name: 'My Donations' }));
    expect(window.location.pathname).toBe('/payment/donations');
    expect(nav.getByRole('link', { name: 'My Donations' })).toHaveAttribute('aria-current', 'page');
  });

  it('leads a member on a phone to their donations from the menu drawer, which then closes', async () => {
    setViewportWidth(390);
    await signInAs('member@trellis.test', PASSWORD);
    renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'My Donations' }));
    expect(window.location.pathname).toBe('/payment/donations');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});

describe("another site's community", () => {
  const diasporaOrganization = async () =>
    (
      await api.get<{ data: { id: number; name: string; name_slug: string }[] }>(PATHS.defaultOrganizations, {
        searchParams: { domain: 'diaspora.localhost' },
      })
    ).data[0]!;

  it("shows the site's own brand in the header, never the member's organization of another site", async () => {
    const identity = await signInAs('member@trellis.test', PASSWORD);
    const own = identity.organization!;
    useSession.getState().setIdentity({ ...identity, organization: { ...own, domain: 'elsewhere.example' } });
    onSiteOf({ id: 424_242, name: 'A Community Whose Name Runs Well Past Twenty Characters', name_slug: 'far' });
    renderLayout();
    const banner = within(screen.getByRole('banner'));
    // The whole name is there, cut by the space it has rather than at 20 characters, and given in full on hover.
    expect(await banner.findByText('A Community Whose Name Runs Well Past Twenty Characters')).toBeInTheDocument();
    expect(banner.getByTitle('A Community Whose Name Runs Well Past Twenty Characters')).toBeInTheDocument();
    expect(banner.queryByText(own.name)).not.toBeInTheDocument();
  });

  it('explains the offer to join, and a no is kept for the session', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    const organization = await diasporaOrganization();
    onSiteOf(organization);
    render(
      <AppProviders>
        <JoinSiteOffer />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: `Join ${organization.name}?` })).toBeInTheDocument();
    expect(screen.getByText(/is a community of its own/)).toHaveTextContent('Trellis Career Network account');
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(useSiteJoinChoice.getState().declinedOrganizationId).toBe(organization.id);
    expect(window.sessionStorage.getItem('trellis.declined-site-organization')).toBe(String(organization.id));
  });

  it("joins the site's organization when the member says yes", async () => {
    await signInAs('staff@trellis.test', PASSWORD);
    const organization = await diasporaOrganization();
    onSiteOf(organization);
    const changed = vi.fn();
    bus.on('profile:changed', changed);
    render(
      <AppProviders>
        <JoinSiteOffer />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: `Join ${organization.name}` }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    bus.off('profile:changed', changed);
    const identity = Identity.parse(await api.get(PATHS.identity));
    expect(identity.switchable_orgs.map((org) => org.id)).toContain(organization.id);
  });
});
