import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { RIGHT_PANEL_ELEMENT_ID } from '@trellis/contracts/constants';
import { agentEndpoints, devEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { call } from '@trellis/platform/api-client';
import { loadAppConfig } from '@trellis/platform/site';
import { useSession } from '@trellis/platform/session';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AiRoutes } from '../../AiRoutes.tsx';

const PASSWORD = 'Trellis!2026';

describe('an agent run', () => {
  beforeAll(async () => {
    connectApiServer(inject('apiUrl'));
    await loadAppConfig();
  });
  afterEach(() => {
    cleanup();
    signOut();
    document.getElementById(RIGHT_PANEL_ELEMENT_ID)?.remove();
    window.history.replaceState(null, '', '/');
  });

  it('lists the agents on the portal, each opening its run', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AiRoutes />, '/careergps');
    const agents = await screen.findByRole('list', { name: 'Agents' });
    expect(within(agents).getByRole('link', { name: 'CareerGPS' })).toHaveAttribute('href', '/careergps/careergps');
    expect(within(agents).getByText('Premium')).toBeInTheDocument();
  }, 60_000);

  it('walks a member through the form step, skipping ahead, and writes a report that names platform items', async () => {
    await signInAs('staff@trellis.test', PASSWORD);
    renderRoutes(<AiRoutes />, '/careergps/careergps');
    expect(await screen.findByRole('heading', { name: 'CareerGPS', level: 1 })).toBeInTheDocument();
    // Members skip the visitors' steps: the first is the profile source.
    expect(await screen.findByRole('heading', { name: 'Start from your profile or a resume' })).toBeInTheDocument();
    for (let skip = 0; skip < 4; skip += 1) await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'A few more details' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Required')).not.toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your next career goal' }), 'data science');
    await userEvent.click(screen.getByRole('radio', { name: '2 to 5 hours' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Your CareerGPS report' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const result = await screen.findByLabelText('Result', {}, { timeout: 10_000 });
    expect(result).toHaveTextContent('Data Analytics Sprint');
  }, 60_000);

  it('tells a member without a premium plan why a premium agent is closed to them', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<AiRoutes />, '/careergps/executive-career-coach');
    expect(await screen.findByText(MESSAGES.agents.noPremiumSubscription)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'See membership plans' })).toHaveAttribute('href', '/membership'));
  });

  it('registers a visitor on the first step and signs them in to a trial account that keeps the visitors’ steps', async () => {
    renderRoutes(<AiRoutes />, '/careergps/careergps');
    expect(await screen.findByRole('heading', { name: 'Tell us who you are' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('US');
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Vera');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Visitor');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), `vera-${Date.now()}@example.org`);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Start from your resume' })).toBeInTheDocument();
    expect(useSession.getState().identity).toMatchObject({ first_name: 'Vera', is_trial_user: true });
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();

    // The form step's file question reads a resume through the resume upload, and refuses what is not one.
    for (let skip = 0; skip < 4; skip += 1) await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'A few more details' })).toBeInTheDocument();
    const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
    const pdf = new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], 'resume.pdf', { type: 'application/pdf' });
    await userEvent.upload(input(), pdf);
    expect(await screen.findByLabelText('What your resume says', {}, { timeout: 10_000 })).toHaveTextContent(
      'A resume with no headline, work, education or skills that could be read.',
    );
    await userEvent.upload(input(), new File(['just words'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(MESSAGES.uploads.unsupported('PDF or DOCX'))).toBeInTheDocument();
  }, 120_000);

  it('tells a visitor whose e-mail has an account to sign in, and comes back to the run', async () => {
    renderRoutes(<AiRoutes />, '/careergps/careergps');
    expect(await screen.findByRole('heading', { name: 'Tell us who you are' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Mia');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Member');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'member@trellis.test');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MESSAGES.agents.alreadyMember)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fcareergps%2Fcareergps');
    expect(useSession.getState().accessToken).toBeNull();
  }, 60_000);

  it('signs a visitor back in to the trial account their e-mail started elsewhere, with the code e-mailed to it', async () => {
    const email = `rae-${Date.now()}@example.org`;
    // The account another browser made: this one holds no session of it.
    await call(agentEndpoints.registerCareerGps, { body: { first_name: 'Rae', last_name: 'Return', country: 'US', email } });
    renderRoutes(<AiRoutes />, '/careergps/careergps');
    expect(await screen.findByRole('heading', { name: 'Tell us who you are' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Rae');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Return');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), email);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MESSAGES.agents.usedBefore)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in code' }));
    expect(await screen.findByText(MESSAGES.agents.trialCodeSent(email))).toBeInTheDocument();

    const { data } = await call(devEndpoints.mailbox, { query: { to: email } });
    const sent = /(\d{6})/.exec(data.find((mail) => mail.to === email)!.subject)![1]!;
    await userEvent.type(screen.getByRole('textbox', { name: 'Sign-in code' }), sent);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Start from your resume' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(useSession.getState().identity).toMatchObject({ first_name: 'Rae', is_trial_user: true });
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
  }, 60_000);

  it('puts Ask Anything beside an agent that can chat and recommendations beside any other', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    const panel = document.createElement('aside');
    panel.id = RIGHT_PANEL_ELEMENT_ID;
    document.body.append(panel);
    renderRoutes(<AiRoutes />, '/careergps/career-assistant');
    expect(await within(panel).findByRole('complementary', { name: 'Ask Anything' })).toBeInTheDocument();
    cleanup();
    renderRoutes(<AiRoutes />, '/careergps/careergps');
    expect(await within(panel).findByText('Recommendations for you')).toBeInTheDocument();
    expect(within(panel).queryByRole('complementary', { name: 'Ask Anything' })).not.toBeInTheDocument();
  }, 60_000);
});
