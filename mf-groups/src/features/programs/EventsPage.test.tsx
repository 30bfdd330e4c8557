import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { CONFERENCE_MESSAGES } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const SETTLES = { timeout: 5000 };
const findButton = (name: string) => screen.findByText(name, { selector: 'button > span, a > span' }).then((label) => label.parentElement!);

describe('events', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('lists events linking to their pages, and says so when none matches', async () => {
    renderRoutes(<GroupsRoutes />, '/events');
    const link = await screen.findByText('Global Health Careers Webinar', { selector: 'a' });
    expect(link).toHaveAttribute('href', '/event/global-health-careers-webinar');
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText('Search events'), 'zqxj no such event');
    expect(await screen.findByText(MESSAGES.empty.events, undefined, SETTLES)).toBeInTheDocument();
  });

  it('shows a conference registration as submitted', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/event/future-of-work-summit-2026');
    expect(await findButton(MESSAGES.groupMembership.registrationSubmitted)).toBeDisabled();
  });

  it('asks the conference form, presenter fields for presenters only, before registering', async () => {
    await signInAs('leader@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/event/future-of-work-summit-2026');
    const user = userEvent.setup({ delay: null });
    await user.click(await findButton('Register'));
    const dialog = within(await screen.findByRole('dialog'));
    const register = dialog.getByText('Register', { selector: 'button > span' });

    await user.click(dialog.getByLabelText('Presenter'));
    await user.click(register);
    for (const text of [
      CONFERENCE_MESSAGES.programType,
      CONFERENCE_MESSAGES.submissionType,
      CONFERENCE_MESSAGES.title,
      CONFERENCE_MESSAGES.abstractFile,
      CONFERENCE_MESSAGES.publication,
    ])
      expect(await dialog.findByText(text, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();

    await user.click(dialog.getByLabelText('Attendee'));
    expect(dialog.queryByText('Submission type')).not.toBeInTheDocument();
    await user.click(dialog.getByLabelText('Program type', { selector: 'input' }));
    await user.click(await screen.findByTitle('Online Conference'));
    await user.click(register);

    expect(await findButton(MESSAGES.groupMembership.registrationSubmitted)).toBeDisabled();
    await user.click(await findButton('Cancel Request'));
    await waitFor(async () => expect(await findButton('Register')).toBeEnabled());
    // The whole form, twice, on a shared and busy machine.
  }, 60_000);

  it('sends an external event to its own page', async () => {
    renderRoutes(<GroupsRoutes />, '/event/global-health-careers-webinar');
    expect(await findButton('Visit event page')).toHaveAttribute('href', 'https://events.example.org/global-health-careers');
  });
});
