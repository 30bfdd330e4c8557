import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { RESOURCE_MESSAGES } from '@trellis/contracts';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const TAB = '/org/trellis-career-network/resources';

const cardOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('.ant-card') as HTMLElement;

describe("a group's resources tab", () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('lists what a member may see: approved, private to the group, and their own awaiting review', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, TAB);
    expect(await screen.findByRole('heading', { level: 2, name: 'Resources' })).toBeInTheDocument();
    // A group's resources are paged, not searched.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(await cardOf('Intro to SQL for non-engineers')).getByText('Pending review')).toBeInTheDocument();
    expect(within(await cardOf('Members-only mentoring handbook')).getByText('Private')).toBeInTheDocument();
    const premium = await cardOf('Leadership interview question bank');
    expect(within(premium).getByText('Premium')).toBeInTheDocument();
    expect(within(premium).getByText(/1 file \(premium\)/)).toBeInTheDocument();
    // Another member's contribution still waiting for review is not listed.
    expect(screen.queryByRole('link', { name: 'Running your first circle session' })).not.toBeInTheDocument();
  }, 40_000);

  it('opens Contribute a Resource for the organization, which asks for the required fields', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, TAB);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Contribute a Resource' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Trellis Career Network')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findAllByText(RESOURCE_MESSAGES.required)).toHaveLength(4);
  }, 40_000);

  it("shows a circle's resources to its leader, who may contribute, and the tab to no visitor", async () => {
    renderRoutes(<GroupsRoutes />, '/circle/ai-foundations-for-career-changers/resources');
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Resources' })).not.toBeInTheDocument();
    cleanup();
    await signInAs('leader@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/circle/ai-foundations-for-career-changers/resources');
    expect(await screen.findByRole('tab', { name: 'Resources', selected: true })).toBeInTheDocument();
    expect(await screen.findByText(RESOURCE_MESSAGES.noResources)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contribute a Resource' })).toBeInTheDocument();
  }, 40_000);
});
