import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { MODERATION_MESSAGES, REVIEW_PROMPT_MAX_CHARS } from '@trellis/contracts';
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

  it('lets staff change an agent’s prompt and restore the default, and shows it read-only to administrators', async () => {
    await signInAs('staff@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/agents');
    const field = await screen.findByRole('textbox', { name: 'Prompt for Registration approval' }, { timeout: 10_000 });
    const card = screen.getByRole('listitem', { name: 'Registration approval' });
    const defaultPrompt = (field as HTMLTextAreaElement).value;
    expect(defaultPrompt.length).toBeGreaterThan(20);
    expect(within(card).getByText(`${defaultPrompt.length} / ${REVIEW_PROMPT_MAX_CHARS}`)).toBeInTheDocument();
    expect(within(card).getByText(/No model is configured, so the built-in rules decide/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Restore default' })).toBeDisabled();

    const actor = user();
    await actor.clear(field);
    await actor.paste('   ');
    await actor.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('This field may not be blank.', {}, { timeout: 8_000 })).toBeInTheDocument();

    const prompt = 'Recommend Authentic only for applicants with a work history.';
    await actor.clear(field);
    await actor.paste(prompt);
    expect(within(card).getByText(`${prompt.length} / ${REVIEW_PROMPT_MAX_CHARS}`)).toBeInTheDocument();
    await actor.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      await within(card).findByText(MODERATION_MESSAGES.promptSaved('Registration approval'), {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Changed prompt')).toBeInTheDocument();

    // The organization's administrator reads the prompt in use and cannot change it.
    cleanup();
    signOut();
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/agents');
    const adminCard = await screen.findByRole('listitem', { name: 'Registration approval' }, { timeout: 10_000 });
    expect(await within(adminCard).findByText(prompt)).toBeInTheDocument();
    expect(within(adminCard).getByText('Set by the platform operator')).toBeInTheDocument();
    expect(within(adminCard).getByText(/Only the platform operator changes this prompt\./)).toBeInTheDocument();
    expect(within(adminCard).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(adminCard).queryByRole('button', { name: 'Restore default' })).not.toBeInTheDocument();

    cleanup();
    signOut();
    await signInAs('staff@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/agents');
    const changed = await screen.findByRole('textbox', { name: 'Prompt for Registration approval' }, { timeout: 10_000 });
    expect(changed).toHaveValue(prompt);
    const staffCard = screen.getByRole('listitem', { name: 'Registration approval' });
    await user().click(within(staffCard).getByRole('button', { name: 'Restore default' }));
    expect(
      await within(staffCard).findByText(MODERATION_MESSAGES.promptRestored('Registration approval'), {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(changed).toHaveValue(defaultPrompt);
    expect(within(staffCard).getByText('Default prompt')).toBeInTheDocument();
  }, 60_000);

  it('is closed to a member who runs no organization', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<AdminRoutes />, '/admin-dashboard/agents');
    expect(await screen.findByText(MESSAGES.groupMembership.noPermission, {}, { timeout: 8_000 })).toBeInTheDocument();
  });
});
