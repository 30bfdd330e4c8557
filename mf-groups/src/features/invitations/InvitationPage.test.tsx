import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { INVITATION_MESSAGES } from '@trellis/contracts';
import { Route, Routes, useLocation } from '@trellis/ui/router';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes, pastTagsBackspaceGuard } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const text = INVITATION_MESSAGES;
const SETTLES = { timeout: 8000 };
const findButton = (name: string, scope: Pick<typeof screen, 'findByText'> = screen) =>
  scope.findByText(name, { selector: 'button > span' }, SETTLES).then((label) => label.closest('button')!);

function Probe() {
  const { pathname, search } = useLocation();
  return <p>{`landed on ${pathname}${search}`}</p>;
}
const renderAt = (url: string) =>
  renderRoutes(
    <Routes>
      <Route path="/login" element={<Probe />} />
      <Route path="*" element={<GroupsRoutes />} />
    </Routes>,
    url,
  );

describe('invitations', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('sends a visitor to sign in first, then back', async () => {
    renderAt('/invitation/first-gen-welcome');
    expect(await screen.findByText('landed on /login/?next=%2Finvitation%2Ffirst-gen-welcome', undefined, SETTLES)).toBeInTheDocument();
  });

  it('shows the banner and the group, and accepting opens the group', async () => {
    await signInAs('pending@trellis.test', PASSWORD);
    renderAt('/invitation/first-gen-welcome');
    expect(await screen.findByText(text.banner('circle'), undefined, SETTLES)).toBeInTheDocument();
    expect(await screen.findByText('First-Gen Professionals', { selector: 'h2' })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(await findButton('Accept'));
    expect(await screen.findByText(text.responded('accept'), undefined, SETTLES)).toBeInTheDocument();
    expect(await screen.findByText('Leave', { selector: 'button > span' }, SETTLES)).toBeInTheDocument();
  });

  it('tells someone else the invitation is not theirs', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderAt('/invitation/lumen-robotics-welcome');
    expect(await screen.findByText(text.notFound, undefined, SETTLES)).toBeInTheDocument();
  });

  it('lets a member invite people, checking the addresses first', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt('/org/trellis-career-network');
    const actor = userEvent.setup({ delay: null });
    await actor.click(await findButton('Invite People'));
    const dialog = within(await screen.findByRole('dialog'));
    const send = await findButton('Send invitations', dialog);
    await actor.click(send);
    expect(await dialog.findByText(text.nobody, undefined, SETTLES)).toBeInTheDocument();
    const emails = dialog.getByRole('combobox', { name: 'E-mail addresses' });
    await actor.type(emails, 'not-an-address{Enter}');
    await actor.click(send);
    expect(await dialog.findByText(text.invalidEmail, undefined, SETTLES)).toBeInTheDocument();
    await pastTagsBackspaceGuard();
    await actor.type(emails, '{Backspace}future.colleague@example.org{Enter}');
    await actor.click(send);
    expect(await screen.findByText(text.sent, undefined, SETTLES)).toBeInTheDocument();
  }, 60_000);
});
