import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { solveCaptcha } from '@trellis/api/testing/captcha';
import { CONNECT_MESSAGES, Identity, PATHS, RegisterResponse, YouMayKnow } from '@trellis/contracts';
import { api, call } from '@trellis/platform/api-client';
import { devEndpoints } from '@trellis/contracts/endpoints';
import { useSession } from '@trellis/platform/session';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AiRoutes } from '../../AiRoutes.tsx';

const renderAt = (path: string) => renderRoutes(<AiRoutes />, path);
const PASSWORD = 'A long passphrase 2026';

/** A member of their own with no connections yet: the demo member already belongs to groups. */
async function signUpFresh() {
  signOut();
  const challenge = await api.get<Parameters<typeof solveCaptcha>[0]>(PATHS.captchaChallenge);
  const pair = RegisterResponse.parse(
    await api.post(PATHS.register, {
      first_name: 'Newly',
      last_name: 'Arrived',
      email: `connect.${Date.now()}@example.org`,
      password: PASSWORD,
      confirm_password: PASSWORD,
      recaptcha_response: await solveCaptcha(challenge),
    }),
  );
  useSession.getState().signIn(pair);
  useSession.getState().setIdentity(Identity.parse(await api.get(PATHS.identity)));
}

const sectionTitled = (heading: HTMLElement) => heading.closest('section') as HTMLElement;

describe('the Connect page', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
    window.history.replaceState(null, '', '/');
  });

  it('shows a new member You May Know, and the person they follow becomes an active connection', async () => {
    await signUpFresh();
    const suggested = YouMayKnow.parse(await api.get('/connect/you-may-know/')).data;
    const first = suggested[0]!;
    renderAt('/connect');
    expect(await screen.findByText(CONNECT_MESSAGES.noConnections)).toBeInTheDocument();
    // Found by text: role queries over a grid of antd cards are slow in jsdom.
    const youMayKnow = within(sectionTitled(await screen.findByText('You May Know', { selector: 'h3' })));
    const link = await youMayKnow.findByText(first.name, { selector: 'a' });
    expect(link).toHaveAttribute('href', `/profile/${first.slug}`);
    const card = link.closest('.ant-card') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /Follow$/, pressed: false }));

    const active = within(sectionTitled(screen.getByText('Active connections', { selector: 'h3' })));
    expect(await active.findByText(first.name, { selector: 'a' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('You May Know', { selector: 'h3' })).not.toBeInTheDocument());
  });

  it('offers Invite Others and View Influential People on the People tab', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    renderAt('/connect?connection=user');
    expect(await screen.findByRole('tab', { name: 'People', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Influential People' })).toHaveAttribute('href', '/influencers');
    await userEvent.click(screen.getByRole('button', { name: 'Invite Others' }));
    // Found without its name: antd gives every title the same id under test, so the label may point elsewhere.
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Invite Others')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(`${window.location.origin}/signup`);

    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    expect(await dialog.findByText(CONNECT_MESSAGES.inviteNobody)).toBeInTheDocument();
    const addresses = dialog.getByRole('combobox', { name: 'E-mail addresses' });
    await userEvent.type(addresses, 'not-an-address{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    expect(await dialog.findByText(`not-an-address: ${CONNECT_MESSAGES.inviteInvalidEmail}`)).toBeInTheDocument();
  });

  it('e-mails the people a member invites, and says so', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    renderAt('/connect?connection=user');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite Others' }));
    const dialog = within(await screen.findByRole('dialog'));
    const friend = `friend.${Date.now()}@example.org`;
    await userEvent.type(dialog.getByRole('combobox', { name: 'E-mail addresses' }), `${friend}{Enter}`);
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(CONNECT_MESSAGES.inviteSent, {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The invitation leads the newcomer to sign up, then to the profile of the member who invited them.
    await waitFor(
      async () => {
        const { data } = await call(devEndpoints.mailbox, { query: { to: friend } });
        expect(data).toHaveLength(1);
        expect(data[0]!.subject).toMatch(/^Maya Thompson invited you to /);
        expect(data[0]!.text).toMatch(/\/signup\?next=%2Fprofile%2F[\w-]+$/m);
      },
      { timeout: 8000 },
    );
  });

  it('searches people, and keeps the search when the tab changes', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    renderAt('/connect?connection=user');
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search people and groups' }));
    await userEvent.paste('Sofia');
    const results = within(sectionTitled(await screen.findByText('Search Results', { selector: 'h3' })));
    expect(await results.findByText('Sofia Rossi', { selector: 'a' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Organization' }));
    expect(await screen.findByRole('link', { name: 'View Influential Organizations' })).toHaveAttribute('href', '/influential-orgs');
    expect(screen.getByRole('tab', { name: 'Organization', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Search Results', { selector: 'h3' })).toBeInTheDocument();
  });

  it("keeps a search to the member's organization's hierarchy and its partners' when asked", async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    renderAt('/connect?q=circle&connection=circle');
    const results = within(sectionTitled(await screen.findByText('Search Results', { selector: 'h3' })));
    expect(await results.findByText('Community Health Data Circle', { selector: 'a' }, { timeout: 8000 })).toBeInTheDocument();
    const toggle = screen.getByRole('checkbox', { name: "Only my organization's hierarchy and partners" });
    await userEvent.click(toggle);
    // A circle of the partner organization stays; one of an organization outside both goes.
    await waitFor(() => expect(results.queryByText('Community Health Data Circle', { selector: 'a' })).not.toBeInTheDocument(), {
      timeout: 8000,
    });
    expect(results.getByText('Startup Foundations 2025', { selector: 'a' })).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it("says 'Sorry, no results found' when a search matches nothing", async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    renderAt('/connect?q=nobodyiscalledthis');
    expect(await screen.findByText(CONNECT_MESSAGES.noResults)).toBeInTheDocument();
  });

  it('shows the search of the address in the search box, and clearing it goes back to the connections', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    renderAt('/connect?q=Sofia');
    const results = within(sectionTitled(await screen.findByText('Search Results', { selector: 'h3' })));
    expect(await results.findByText('Sofia Rossi', { selector: 'a' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search people and groups' });
    expect(box).toHaveValue('Sofia');
    await userEvent.clear(box);
    expect(await screen.findByText('Active connections', { selector: 'h3' }, { timeout: 8000 })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('q')).toBeNull();
  });
});
