import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { CONTENT_MESSAGES } from '@trellis/contracts';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const SETTLES = { timeout: 5000 };

const user = () => userEvent.setup({ delay: null });
const findButton = (name: string, scope: Pick<typeof screen, 'findByText'> = screen) =>
  scope.findByText(name, { selector: 'button > span' }).then((label) => label.closest('button')!);

describe("a group's posts tab", () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it("shows a member the organization's posts, private ones included, and shares a new one in it", async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/org/trellis-career-network/posts');
    const tab = within(await screen.findByRole('region', { name: 'Posts' }));
    expect(await tab.findByText(/mentor office hours move to Thursday/)).toBeInTheDocument();
    expect(tab.queryByText(/volunteer roster/)).not.toBeInTheDocument();

    await user().click(await findButton('Share Something'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share Something' }));
    await user().click(dialog.getByRole('textbox', { name: 'Block 1 text' }));
    await user().paste('Posted from the posts tab');
    await user().click(await findButton('Post', dialog));
    expect(await screen.findByText(CONTENT_MESSAGES.postCreated, {}, SETTLES)).toBeInTheDocument();
    expect(await tab.findByText('Posted from the posts tab', {}, SETTLES)).toBeInTheDocument();
  });

  it('says where recent posts will show when a group has none', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/org/westlake-state-university/posts');
    expect(await screen.findByText(CONTENT_MESSAGES.noPosts, {}, SETTLES)).toBeInTheDocument();
  });
});
