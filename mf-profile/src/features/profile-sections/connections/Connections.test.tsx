import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@trellis/contracts/messages';
import { signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { DEMO_PASSWORD as PASSWORD, renderProfileRoute as renderAt, setUpScreenTests } from '../../../testing/renderProfileRoute.tsx';
import { ConnectionsSection } from './ConnectionsSection.tsx';

/** The rows of a tab's list, once loaded; scoped queries keep the screen test quick. */
async function rowsOf(tab: 'Followers' | 'Following') {
  const rows = within(await screen.findByLabelText(tab, { selector: 'ul' })).getAllByRole('listitem');
  const names = rows.map((row) => within(row).getByRole('link').textContent);
  const row = (name: string) => within(rows[names.indexOf(name)]!);
  return { names, row };
}

describe('profile connections page', () => {
  setUpScreenTests();

  it("shows the owner's followers and the people they follow, with Follow buttons for others", async () => {
    const identity = await signInAs('member@trellis.test', PASSWORD);
    renderAt(`/profile/${identity.profile.name_slug}/connections`);
    expect(await screen.findByRole('heading', { name: 'Connections' })).toBeInTheDocument();

    const followers = await rowsOf('Followers');
    expect(followers.names).toEqual(['Daniel Okafor', 'Priya Natarajan', 'Alex Morgan', 'Aisha Bello']);
    expect(followers.row('Daniel Okafor').getByRole('link')).toHaveAttribute('href', '/profile/daniel-okafor');
    expect(followers.row('Daniel Okafor').getByRole('button', { name: /Followed$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(followers.row('Aisha Bello').getByRole('button', { name: /Follow$/ })).toBeEnabled();

    await userEvent.click(screen.getByRole('tab', { name: 'Following' }));
    // Who comes first follows the time of each follow, which other suites may renew; the API's tests hold the order.
    expect([...(await rowsOf('Following')).names].sort()).toEqual(['Daniel Okafor', 'Priya Natarajan']);
  });

  it("follows someone from another member's list and gives the viewer no button of their own", async () => {
    await signInAs('sofia.rossi@example.org', PASSWORD);
    renderAt('/profile/daniel-okafor/connections');
    const lucas = (await rowsOf('Followers')).row('Lucas Moreau');
    await userEvent.click(lucas.getByRole('button', { name: /Follow$/ }));
    expect(await screen.findByText(MESSAGES.follow.followed('user'))).toBeInTheDocument();
    expect(lucas.getByRole('button', { name: /Followed$/ })).toHaveAttribute('aria-pressed', 'true');

    cleanup();
    renderAt('/profile/lucas-moreau/connections');
    expect((await rowsOf('Followers')).row('Sofia Rossi').queryByRole('button')).toBeNull();
  });

  it('shows visitors the lists without Follow buttons', async () => {
    renderAt('/profile/priya-natarajan/connections');
    expect((await rowsOf('Followers')).names).toContain('Maya Thompson');
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
  });

  it('says there are no connections, in the owner’s words and in everyone else’s', async () => {
    await signInAs('omar.haddad@example.org', PASSWORD);
    renderAt('/profile/omar-haddad/connections');
    expect(await screen.findByText(MESSAGES.profile.noOwnItems('connections'))).toBeInTheDocument();
    cleanup();
    signOut();
    renderAt('/profile/omar-haddad/connections');
    expect(await screen.findByText(MESSAGES.profile.noItems('connections'))).toBeInTheDocument();
  });

  it('says in words when the list cannot be fetched', async () => {
    renderRoutes(<ConnectionsSection slug="nobody-by-this-name" viewerSlug={null} />, '/');
    expect(await screen.findByText(MESSAGES.common.couldNotFetchItems)).toBeInTheDocument();
  });
});
