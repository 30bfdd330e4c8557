import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AdminRoutes } from '../../AdminRoutes.tsx';
import { DELETE_JOB_CONFIRMATION } from './JobsPage.tsx';

const PASSWORD = 'Trellis!2026';

describe('admin dashboard jobs', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('lists the organization’s published jobs and drafts, and asks before deleting one', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/jobs');
    const title = await screen.findByText('Data Analyst Intern', {}, { timeout: 10_000 });
    const row = title.closest('tr')!;
    expect(within(row).getByText(/^(Published|Draft|Expired)$/)).toBeInTheDocument();
    expect(screen.getAllByText('Draft').length).toBeGreaterThan(0);
    await userEvent.setup({ delay: null }).click(within(row).getByRole('button', { name: 'Delete Data Analyst Intern' }));
    expect(await screen.findByText(DELETE_JOB_CONFIRMATION)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByText('Cancel', { selector: 'button > span' }));
    expect(screen.getByText('Data Analyst Intern')).toBeInTheDocument();
  }, 30_000);

  it('is closed to a member who runs no organization', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/jobs');
    expect(await screen.findByText(MESSAGES.groupMembership.noPermission)).toBeInTheDocument();
  });
});
