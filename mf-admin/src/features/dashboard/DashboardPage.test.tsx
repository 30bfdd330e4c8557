import { screen, within } from '@testing-library/react';
import { inject } from 'vitest';
import { signInAs, signOut, connectApiServer } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AdminRoutes } from '../../AdminRoutes.tsx';

const PASSWORD = 'Trellis!2026';

const renderDashboard = (path = '/admin-dashboard') => renderRoutes(<AdminRoutes />, path);

describe('admin dashboard', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => signOut());

  it('shows the organization totals to its admin', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderDashboard();
    const members = await screen.findByText('Total Members');
    const card = members.closest('.ant-card') as HTMLElement;
    expect(Number(within(card).getByText(/^\d+$/).textContent)).toBeGreaterThan(0);
    expect(screen.getByText('Total Circles')).toBeInTheDocument();
    expect(screen.getByText('Total Jobs')).toBeInTheDocument();
  });

  it('lists what waits for review on the todos page', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderDashboard('/admin-dashboard/todos');
    expect(await screen.findByRole('heading', { name: 'Todos' })).toBeInTheDocument();
    const pending = await screen.findByText('Pending members');
    expect(Number(within(pending.closest('.ant-card') as HTMLElement).getByText(/^\d+$/).textContent)).toBeGreaterThan(0);
    expect(screen.queryByText('Total Members')).not.toBeInTheDocument();
  });

  it('tells a member without admin rights that the metrics could not be fetched', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderDashboard();
    expect(await screen.findByText('Failed to fetch metrics')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to perform this action")).toBeInTheDocument();
  });
});
