import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { INVITATION_MESSAGES, MODERATION_MESSAGES, RECOMMENDATION_MESSAGES } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes, pastTagsBackspaceGuard } from '@trellis/test-kit/screens';
import { AdminRoutes } from '../../AdminRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const user = () => userEvent.setup({ delay: null });
const findButton = (name: string | RegExp, scope: Pick<typeof screen, 'findByText'> = screen) =>
  scope.findByText(name, { selector: 'button > span' }).then((label) => label.closest('button')!);
/** Picks an option of the antd select labelled `label`. */
async function choose(label: string, option: string) {
  await user().click(await screen.findByLabelText(label, {}, { timeout: 10_000 }));
  await user().click(await screen.findByTitle(option));
}

describe('admin dashboard members', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('narrows pending requests to the agent’s Suspicious verdict and rejects one with a reason', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/members?status=pending');
    expect(await screen.findByText('Grace Kim', {}, { timeout: 10_000 })).toBeInTheDocument();
    await choose('Agent review', 'Agent: Suspicious');
    await waitFor(() => expect(screen.queryByText('Grace Kim')).not.toBeInTheDocument(), { timeout: 10_000 });
    const row = (await screen.findByText('Promo Deals4U')).closest('tr')!;
    expect(within(row).getByText('Suspicious')).toBeInTheDocument();

    const apply = await findButton(/^Apply to \d+ selected$/);
    await user().click(apply);
    expect(await screen.findByText(MESSAGES.groupMembership.selectAction)).toBeInTheDocument();
    await choose('Action', 'Reject');
    await user().click(apply);
    expect(await screen.findByText(MESSAGES.groupMembership.selectMembers)).toBeInTheDocument();
    await user().click(within(row).getByLabelText('Select Promo Deals4U'));
    await user().click(await findButton('Apply to 1 selected'));
    expect(await screen.findByText(MESSAGES.groupMembership.reasonRequired)).toBeInTheDocument();
    await user().click(screen.getByLabelText('Reason for rejecting'));
    await user().paste('Advertises instead of applying.');
    await user().click(await findButton('Apply to 1 selected'));
    expect(await screen.findByText(MODERATION_MESSAGES.bulkDone('reject'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Promo Deals4U')).not.toBeInTheDocument(), { timeout: 10_000 });
  }, 60_000);

  it('invites people by e-mail, in the invitation rules’ words', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/members?status=pending');
    await user().click(await findButton('Invite People'));
    const dialog = await screen.findByRole('dialog');
    // One user-event session for the whole dialog: typing Backspace from a new session, which clicks into the tags
    // field afresh, left the refused address in place.
    const actor = user();
    await actor.click(await findButton('Send invitations', within(dialog)));
    expect(await within(dialog).findByText(INVITATION_MESSAGES.nobody)).toBeInTheDocument();
    const emails = within(dialog).getByRole('combobox', { name: 'E-mail addresses' });
    await actor.type(emails, 'colleague-at-example.org{Enter}');
    await actor.click(await findButton('Send invitations', within(dialog)));
    expect(await within(dialog).findByText(INVITATION_MESSAGES.invalidEmail)).toBeInTheDocument();
    await pastTagsBackspaceGuard();
    await actor.type(emails, '{Backspace}new.colleague@example.org{Enter}');
    await actor.click(await findButton('Send invitations', within(dialog)));
    expect(await screen.findByText(INVITATION_MESSAGES.sent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);

  it('invites a refused applicant again from their row, once', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/members?status=pending');
    await user().click(await screen.findByLabelText('Select Anon Applicant', {}, { timeout: 10_000 }));
    await choose('Action', 'Reject');
    await user().click(screen.getByLabelText('Reason for rejecting'));
    await user().paste('No profile to judge by.');
    await user().click(await findButton('Apply to 1 selected'));
    expect(await screen.findByText(MODERATION_MESSAGES.bulkDone('reject'))).toBeInTheDocument();
    await user().click(await screen.findByRole('tab', { name: 'Rejected' }));
    for (const answer of [INVITATION_MESSAGES.sent, 'Anon Applicant: already invited']) {
      // The menu of the first round is still fading out over the button when the second round opens it.
      await userEvent
        .setup({ delay: null, pointerEventsCheck: 0 })
        .click(await screen.findByLabelText('Actions for Anon Applicant', {}, { timeout: 10_000 }));
      await user().click(await screen.findByText('Invite'));
      expect(await screen.findByText(answer)).toBeInTheDocument();
    }
  }, 60_000);

  it('recommends people to invite, with the reason, and invites one from the recommendations', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/members');
    await user().click(await screen.findByRole('tab', { name: 'Recommendations' }, { timeout: 10_000 }));
    expect(await screen.findByText(RECOMMENDATION_MESSAGES.none, {}, { timeout: 10_000 })).toBeInTheDocument();
    await choose('Recommend', 'Research collaboration');
    expect(await screen.findByText('Shares the group’s topics: Career Planning.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Invite Kwame Mensah' }));
    expect(await screen.findByText(INVITATION_MESSAGES.sent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite Kwame Mensah' })).toBeDisabled();
  }, 45_000);

  it('shows an applicant’s details with the rules behind each agent’s recommendation', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/members?status=pending');
    await user().click(await screen.findByLabelText('Actions for Quick Cashflow', {}, { timeout: 10_000 }));
    await user().click(await screen.findByText('View details'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Applicant details')).toBeInTheDocument();
    expect(within(dialog).getByText('The short bio carries a link.')).toBeInTheDocument();
    // No model is configured, so the built-in rules decided both recommendations.
    expect(within(dialog).getAllByText('Decided by the built-in rules.')).toHaveLength(2);
    expect(within(dialog).getByText('Agents only recommend: the decision is yours.')).toBeInTheDocument();
  }, 30_000);

  it('says the tab is empty in the product’s words', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/members?status=rejected');
    await choose('Role', 'admin');
    expect(await screen.findByText(MESSAGES.empty.members('rejected'), {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 30_000);

  it('tells a member who runs no organization that they may not manage members', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/members');
    expect(await screen.findByText(MESSAGES.groupMembership.noPermission)).toBeInTheDocument();
  });
});
