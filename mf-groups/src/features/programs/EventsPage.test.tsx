import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/shared/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/shared/testing';
import { renderRoutes } from '@trellis/shared/testing/screens';
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

  it('sends an external event to its own page', async () => {
    renderRoutes(<GroupsRoutes />, '/event/global-health-careers-webinar');
    expect(await findButton('Visit event page')).toHaveAttribute('href', 'https://events.example.org/global-health-careers');
  });
});
