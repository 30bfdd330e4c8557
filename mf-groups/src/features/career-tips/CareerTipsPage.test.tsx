import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { CONTENT_MESSAGES } from '@trellis/contracts';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { expectUnreachableApiMessage, renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const SETTLES = { timeout: 5000 };
const TIP = /Tailor your resume to each posting/;

const user = () => userEvent.setup({ delay: null });
const findButton = (name: string, scope: Pick<typeof screen, 'findByText'> = screen) =>
  scope.findByText(name, { selector: 'button > span' }).then((label) => label.closest('button')!);

describe('career tips', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('shows a visitor placeholder cards, then the career tips, with no way to share one', async () => {
    renderRoutes(<GroupsRoutes />, '/career-tips');
    expect(await screen.findByLabelText('Loading career tips')).toBeInTheDocument();
    expect(await screen.findByText(TIP)).toBeInTheDocument();
    expect(screen.getByText(/ask to shadow a clinician/)).toBeInTheDocument();
    expect(screen.getAllByText('Career tip').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(/mentor office hours/)).not.toBeInTheDocument();
    expect(screen.queryByText('Share a career tip')).not.toBeInTheDocument();
  });

  it('says when a page holds no tips, when the list cannot be read, and when a tip is not found', async () => {
    renderRoutes(<GroupsRoutes />, '/career-tips?page=99');
    expect(await screen.findByText(CONTENT_MESSAGES.noCareerTips)).toBeInTheDocument();
    cleanup();
    await expectUnreachableApiMessage(() => renderRoutes(<GroupsRoutes />, '/career-tips'));
    cleanup();
    renderRoutes(<GroupsRoutes />, '/career-tip/a-tip-nobody-wrote');
    expect(await screen.findByText(CONTENT_MESSAGES.careerTipNotFound)).toBeInTheDocument();
  });

  it('opens a tip on its own page, with Back to the list', async () => {
    renderRoutes(<GroupsRoutes />, '/career-tip/tailor-your-resume');
    expect(await screen.findByText(TIP)).toBeInTheDocument();
    expect(screen.getByText('Share Post')).toBeInTheDocument();
    await user().click(await findButton('Back'));
    expect(await screen.findByRole('heading', { name: 'Career tips' })).toBeInTheDocument();
  });

  it('lets a member share a career tip, open it, edit it and delete it', { timeout: 90_000 }, async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/career-tips');
    await user().click(await findButton('Share a career tip'));
    const form = within(await screen.findByRole('dialog'));
    await user().click(form.getByRole('textbox', { name: 'Block 1 text' }));
    await user().paste('Screen tip: **ask** for the interview panel names');
    await user().click(form.getByRole('combobox', { name: 'Group' }));
    await user().click(await screen.findByTitle('Trellis Career Network'));
    await user().click(await findButton('Share', form));

    expect(await screen.findByText(CONTENT_MESSAGES.careerTipCreated)).toBeInTheDocument();
    const bold = await screen.findByText('ask', { selector: 'strong' }, SETTLES);
    const card = bold.closest('li')!;
    expect(within(card).getByText('Career tip')).toBeInTheDocument();
    await user().click(within(card).getByRole('link', { name: /, open the post: Screen tip/ }));
    expect(await screen.findByRole('button', { name: /Back/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Career tips' })).not.toBeInTheDocument();
    await user().click(await findButton('Edit Post'));
    const dialog = within(await screen.findByRole('dialog'));
    const text = dialog.getByRole('textbox', { name: 'Block 1 text' });
    expect(text).toHaveValue('Screen tip: **ask** for the interview panel names');
    await user().clear(text);
    await user().paste('Screen tip, edited');
    await user().click(await findButton('Save', dialog));
    expect(await screen.findByText('Screen tip, edited', { selector: '.ant-typography' }, SETTLES)).toBeInTheDocument();

    await user().click(await findButton('Delete'));
    await user().click(await findButton('Delete', within(await screen.findByRole('dialog', { name: 'Delete this post?' }))));
    expect(await screen.findByText(CONTENT_MESSAGES.deleted)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Career tips' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Screen tip, edited', { selector: '.ant-typography' })).not.toBeInTheDocument());
  });
});
