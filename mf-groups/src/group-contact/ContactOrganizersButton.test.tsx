import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { GROUP_CONTACT_MESSAGES } from '@trellis/contracts';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const SETTLES = { timeout: 8000 };
const text = GROUP_CONTACT_MESSAGES;
const findButton = (name: string) =>
  screen.findByText(name, { selector: 'button > span' }, SETTLES).then((label) => label.closest('button')!);
const errorText = (message: string) => screen.findByText(message, { selector: '.ant-form-item-explain-error' }, SETTLES);

describe('contacting the organizers', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('lets a member write to a circle’s organizers, naming what is missing first', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/circle/ai-foundations-for-career-changers');
    const actor = userEvent.setup({ delay: null });
    await actor.click(await findButton('Contact'));
    expect(await screen.findByText('Contact the organizers of AI Foundations for Career Changers', undefined, SETTLES)).toBeInTheDocument();
    await actor.click(await findButton('Send message'));
    expect(await errorText(text.subjectRequired)).toBeInTheDocument();
    expect(await errorText(text.messageRequired)).toBeInTheDocument();

    await actor.type(screen.getByLabelText('Subject'), 'Weekly time');
    await actor.type(screen.getByLabelText('Message'), 'How many hours a week does the circle take?');
    await actor.click(await findButton('Send message'));
    expect(await screen.findByText(text.sent, undefined, SETTLES)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument());
  }, 60_000);

  it('offers no Contact to the group’s own administrators', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/org/trellis-career-network');
    expect(await findButton('Edit')).toBeInTheDocument();
    expect(screen.queryByText('Contact', { selector: 'button > span' })).not.toBeInTheDocument();
  });
});
