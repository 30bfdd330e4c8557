import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import { PATHS, TopicList } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AdminRoutes } from '../../AdminRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const M = MESSAGES.admin;

const renderPage = () => renderRoutes(<AdminRoutes />, '/admin-dashboard/submissions');

describe('submissions awaiting approval', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => signOut());

  it('lets staff approve one entry and reject another, each leaving the list', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    const suffix = Date.now().toString(36);
    await api.post(PATHS.topics, { name: `Kept skill ${suffix}`, topic_type: 'skill' });
    await api.post(PATHS.groups, { name: `Dropped college ${suffix}`, group_type: 'institution' });
    signOut();

    await signInAs('staff@trellis.test', PASSWORD);
    renderPage();
    expect(await screen.findByRole('heading', { name: M.submissionsHeading })).toBeInTheDocument();
    const kept = await screen.findByRole('listitem', { name: `Kept skill ${suffix}` });
    expect(within(kept).getByText('Skill')).toBeInTheDocument();
    expect(within(kept).getByText(/member@trellis\.test/)).toBeInTheDocument();
    await userEvent.click(within(kept).getByRole('button', { name: M.approve }));
    expect(await screen.findByText(M.approved(`Kept skill ${suffix}`))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: `Kept skill ${suffix}` })).not.toBeInTheDocument());

    const dropped = screen.getByRole('listitem', { name: `Dropped college ${suffix}` });
    await userEvent.click(within(dropped).getByRole('button', { name: M.reject }));
    // The toast settles inside the test, so its update is not left to run after the test has ended.
    expect(await screen.findByText(M.rejected(`Dropped college ${suffix}`))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: `Dropped college ${suffix}` })).not.toBeInTheDocument());

    // Approved for everyone: a visitor finds the skill now.
    signOut();
    const found = TopicList.parse(await api.get(`${PATHS.topics}?topic_type=skill&search=${encodeURIComponent(`Kept skill ${suffix}`)}`));
    expect(found.data.map((topic) => topic.name)).toEqual([`Kept skill ${suffix}`]);
  });

  it('is linked from the todos page for staff only', async () => {
    await signInAs('staff@trellis.test', PASSWORD);
    const staffView = renderRoutes(<AdminRoutes />, '/admin-dashboard/todos');
    expect(await screen.findByRole('link', { name: M.submissionsHeading })).toHaveAttribute('href', '/admin-dashboard/submissions');
    staffView.unmount();
    signOut();
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/todos');
    expect(await screen.findByRole('heading', { name: 'Todos' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: M.submissionsHeading })).not.toBeInTheDocument();
  });

  it('tells a member who is not staff that the list could not be fetched, in words', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderPage();
    expect(await screen.findByText(M.submissionsFailed)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.http.forbidden)).toBeInTheDocument();
  });
});
