import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { MODERATION_MESSAGES } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AdminRoutes } from '../../AdminRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const user = () => userEvent.setup({ delay: null });

describe('agents', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('shows the organization’s review agents, when each last ran, and switches one off and on again', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/agents');
    const registration = await screen.findByRole('switch', { name: 'Registration approval' }, { timeout: 10_000 });
    expect(screen.getByRole('switch', { name: 'AI enthusiasm ranking' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Use case curation' })).toBeChecked();
    const card = screen.getByRole('listitem', { name: 'Registration approval' });
    expect(within(card).getByText('Membership requests')).toBeInTheDocument();
    expect(within(card).getByText(/^Last reviewed something here /)).toBeInTheDocument();
    expect(registration).toBeChecked();

    await user().click(registration);
    expect(await screen.findByText(MODERATION_MESSAGES.agentSwitched('Registration approval', false))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Registration approval' })).not.toBeChecked(), { timeout: 8_000 });

    // While it is off, the members table offers no rerun of it.
    cleanup();
    renderRoutes(<AdminRoutes />, '/admin-dashboard/members?status=pending');
    await user().click(await screen.findByRole('combobox', { name: 'Action' }, { timeout: 10_000 }));
    expect(await screen.findByText('Rerun AI enthusiasm agent')).toBeInTheDocument();
    expect(screen.queryByText('Rerun registration approval agent')).not.toBeInTheDocument();

    cleanup();
    renderRoutes(<AdminRoutes />, '/admin-dashboard/agents');
    const off = await screen.findByRole('switch', { name: 'Registration approval' }, { timeout: 10_000 });
    expect(off).not.toBeChecked();
    await user().click(off);
    expect(await screen.findByText(MODERATION_MESSAGES.agentSwitched('Registration approval', true))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Registration approval' })).toBeChecked(), { timeout: 8_000 });
  }, 60_000);

  it('is closed to a member who runs no organization', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/agents');
    expect(await screen.findByText(MESSAGES.groupMembership.noPermission, {}, { timeout: 8_000 })).toBeInTheDocument();
  });
});
