import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { PROGRAM_FORM_MESSAGES } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const ORGANIZATION = '/org/northbridge-health-alliance';
const SETTLES = { timeout: 8000 };
const text = PROGRAM_FORM_MESSAGES;
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const findButton = (name: string) =>
  screen.findByText(name, { selector: 'button > span' }, SETTLES).then((label) => label.closest('button')!);
const errorText = (message: string) => screen.findAllByText(message, { selector: '.ant-form-item-explain-error' }, SETTLES);

describe('editing an organization', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('takes its administrator from Edit to the form, names broken rules, and opens the page on what was saved', async () => {
    await signInAs('leader@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, ORGANIZATION);
    const actor = userEvent.setup({ delay: null });
    await actor.click(await findButton('Edit'));
    expect(await screen.findByText('Edit Northbridge Health Alliance', { selector: 'h2' }, SETTLES)).toBeInTheDocument();
    expect(screen.getByText(/^(Upload|Change) logo$/, { selector: 'button > span' })).toBeInTheDocument();

    const description = await screen.findByLabelText('Description', { selector: 'textarea' }, SETTLES);
    await actor.clear(description);
    await actor.clear(field('Country'));
    await actor.type(field('Maximum size'), '{Backspace}{Backspace}{Backspace}{Backspace}-5');
    await actor.click(await findButton('Save changes'));
    expect(await errorText(text.required)).toHaveLength(2);
    expect(await errorText(text.positiveOnly)).toHaveLength(1);

    await actor.type(description, 'A health alliance that trains clinicians in data work.');
    await actor.type(field('Country'), 'Canada');
    await actor.clear(field('Maximum size'));
    await actor.click(await findButton('Save changes'));
    expect(await screen.findByText('Northbridge Health Alliance', { selector: 'h2' }, SETTLES)).toBeInTheDocument();
    expect(screen.getByText('A health alliance that trains clinicians in data work.')).toBeInTheDocument();
    expect(screen.getByText('Canada', { exact: false })).toBeInTheDocument();
  }, 60_000);

  it('keeps the form from members and says so for an unknown organization', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/org/trellis-career-network/edit');
    expect(await screen.findByText(MESSAGES.http.forbidden, undefined, SETTLES)).toBeInTheDocument();
    expect(screen.queryByText('Save changes')).not.toBeInTheDocument();
    cleanup();
    renderRoutes(<GroupsRoutes />, '/org/no-such-organization/edit');
    expect(await screen.findByText(MESSAGES.groups.organizationNotFound, undefined, SETTLES)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument());
  });
});
