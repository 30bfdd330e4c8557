import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { googleClassroomEndpoints, groupEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { call } from '@trellis/platform/api-client';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AdminRoutes } from '../../AdminRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const user = () => userEvent.setup({ delay: null });

describe('audit log', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('shows the review agents’ recommendations on the demo requests, and filters by name', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/audit-log');
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect((await screen.findAllByText('Registration approval', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    await user().click(screen.getByLabelText('Search by member or administrator'));
    await user().paste('Anon');
    const cell = await screen.findByText(/^Suspicious · Unverified e-mail and an empty profile\./, {}, { timeout: 10_000 });
    expect(within(cell.closest('tr')!).getByText('Anon Applicant')).toBeInTheDocument();
    expect(cell.textContent).toMatch(/ · Decided by the built-in rules\.$/);
    await waitFor(() => expect(screen.queryByText('Grace Kim')).not.toBeInTheDocument());
  }, 30_000);

  it("says in words that staff switched the organization's Google Classroom access", async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    const { organization } = await call(groupEndpoints.metrics);
    const { classroom_access: access } = await call(groupEndpoints.detail, { params: { id: organization.id } });
    signOut();
    // Staff set the access it already has, so the entry is written while the shared organization stays as it was.
    await signInAs('staff@trellis.test', PASSWORD);
    await call(googleClassroomEndpoints.access, { params: { id: organization.id }, body: { classroom_access: access } });
    signOut();

    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/audit-log');
    const action = await screen.findByText('Switched Google Classroom access on or off', { selector: 'td' }, { timeout: 10_000 });
    const row = within(action.closest('tr')!);
    expect(row.getByText('Alex Morgan')).toBeInTheDocument();
    // The organization is both what was changed and where.
    expect(row.getAllByText(organization.name)).toHaveLength(2);
    expect(row.getByText(access ? 'On' : 'Off')).toBeInTheDocument();
  }, 30_000);

  it('is closed to a member who runs no organization', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/audit-log');
    expect(await screen.findByText(MESSAGES.groupMembership.noPermission)).toBeInTheDocument();
  });
});
