import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { agentEndpoints, identityEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { call } from '@trellis/platform/api-client';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AiRoutes } from '../../AiRoutes.tsx';

const PASSWORD = 'Trellis!2026';

describe('the staff pages of agents', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
    window.history.replaceState(null, '', '/');
  });

  it('lets staff change a step’s instructions', async () => {
    await signInAs('staff@trellis.test', PASSWORD);
    renderRoutes(<AiRoutes />, '/agent-prompts');
    const card = (await screen.findByText(/^CareerGPS, step \d+: Your CareerGPS report$/)).closest('.ant-card') as HTMLElement;
    const box = within(card).getByRole('textbox');
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(box, ' Name one circle first.');
    await userEvent.click(save);
    expect(await screen.findByText('Instructions saved')).toBeInTheDocument();
    const { data } = await call(agentEndpoints.prompts, {});
    expect(data.find((prompt) => prompt.agent_slug === 'careergps')?.content).toMatch(/Name one circle first\.$/);
  }, 60_000);

  it('shows staff the agent log with who ran what, newest first', async () => {
    await signInAs('staff@trellis.test', PASSWORD);
    const agent = await call(agentEndpoints.detail, { params: { slug: 'careergps' } });
    const me = await call(identityEndpoints.identity, {});
    const report = agent.steps.find((step) => step.type === 'report_generation')!;
    await call(agentEndpoints.process, { params: { agent: agent.id, step: report.order }, body: { user_response: { goal: 'log me' } } });
    renderRoutes(<AiRoutes />, '/agent-log');
    const runs = await screen.findByRole('list', { name: 'Agent runs' });
    const newest = within(runs).getAllByRole('listitem')[0]!;
    expect(newest).toHaveTextContent('goal: log me');
    expect(newest).toHaveTextContent(`run by ${me.profile.first_name} ${me.profile.last_name}`);
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeEnabled();
  }, 60_000);

  it('tells a member the pages are not theirs', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<AiRoutes />, '/agent-log');
    expect(await screen.findByText(MESSAGES.http.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
  });
});
