import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { Route, Routes, useLocation } from '@trellis/ui/router';
import { JOIN_ANSWER_MESSAGES } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
/** A circle taking applications, with required questions, which member@trellis.test has not applied to. */
const CIRCLE = '/circle/ai-foundations-for-career-changers';

/** Shows where the signup redirect landed. */
function SignupProbe() {
  const { pathname, search } = useLocation();
  return <p>{`landed on ${pathname}${search}`}</p>;
}

const renderAt = (url: string) =>
  renderRoutes(
    <Routes>
      <Route path="/signup" element={<SignupProbe />} />
      <Route path="*" element={<GroupsRoutes />} />
    </Routes>,
    url,
  );

const user = () => userEvent.setup({ delay: null });
/** A button by its text (role queries walk the whole page and are slow on a page this size). */
const findButton = (name: string, scope: Pick<typeof screen, 'findByText'> = screen) =>
  scope.findByText(name, { selector: 'button > span' }).then((label) => label.closest('button')!);

describe('circle membership', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('sends a visitor to signup, to come back to the join flow', async () => {
    renderAt(CIRCLE);
    await user().click(await findButton('Apply'));
    const next = new URLSearchParams({ next: CIRCLE, join: 'true' });
    expect(await screen.findByText(`landed on /signup?${next}`)).toBeInTheDocument();
  });

  it('asks the required questions, then shows the request as pending until it is cancelled', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt(CIRCLE);
    await user().click(await findButton('Apply'));
    const dialog = await screen.findByRole('dialog');
    await user().click(await findButton('Apply', within(dialog)));
    // Both required questions (the goal and the experience) are refused blank; the optional ones are not.
    await waitFor(() => expect(within(dialog).getAllByText(JOIN_ANSWER_MESSAGES.required)).toHaveLength(2));

    // Pasted rather than typed: a key-by-key type re-renders the whole form per key and is slow in jsdom.
    await user().click(within(dialog).getByLabelText('What do you want to be able to do after this circle?'));
    await user().paste('Automate my reports.');
    await user().click(within(dialog).getByLabelText('Sometimes'));
    await user().click(await findButton('Apply', within(dialog)));

    expect(await findButton('Applied to join')).toBeDisabled();
    await user().click(await findButton('Cancel Request'));
    expect(await findButton('Apply')).toBeEnabled();
  });

  it('opens the join questions on arrival with join=true', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt(`${CIRCLE}?join=true`);
    expect(await screen.findByRole('dialog')).toHaveTextContent('What do you want to be able to do after this circle?');
  });

  it('shows an accepted member of the paid circle that their payment is due, with Pay', async () => {
    await signInAs('sofia.rossi@example.org', PASSWORD);
    renderAt(CIRCLE);
    expect(await screen.findByText('Payment pending')).toBeInTheDocument();
    expect(await findButton('Pay')).toBeEnabled();
    expect(await findButton('Leave')).toBeEnabled();
  });

  it('says so when no circle has the slug', async () => {
    renderAt('/circle/no-such-circle-42');
    expect(await screen.findByText(MESSAGES.groupMembership.groupNotFound)).toBeInTheDocument();
  });
});

describe('circle people tab', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('lets the leader accept a pending request, after naming an action and a member', async () => {
    await signInAs('leader@trellis.test', PASSWORD);
    renderAt(`${CIRCLE}/people?status=pending`);
    const apply = (await screen.findByText(/^Apply to \d+ selected$/, { selector: 'button > span' })).closest('button')!;
    await screen.findByText('Grace Kim');

    await user().click(apply);
    expect(await screen.findByText(MESSAGES.groupMembership.selectAction)).toBeInTheDocument();

    await user().click(screen.getByLabelText('Action'));
    await user().click(await screen.findByTitle('Accept'));
    await user().click(apply);
    expect(await screen.findByText(MESSAGES.groupMembership.selectMembers)).toBeInTheDocument();

    await user().click(screen.getByLabelText('Select Grace Kim'));
    await user().click(await findButton('Apply to 1 selected'));
    await waitFor(() => expect(screen.queryByText('Grace Kim')).not.toBeInTheDocument(), { timeout: 5000 });

    await user().click(screen.getByText('Accepted', { selector: '.ant-tabs-tab-btn' }));
    expect(await screen.findByText('Grace Kim')).toBeInTheDocument();
    // A walk through the whole bar on a shared, busy machine.
  }, 60_000);

  it('hides the People tab from members who do not run the circle', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt(`${CIRCLE}/people`);
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'People' })).not.toBeInTheDocument();
  });
});
