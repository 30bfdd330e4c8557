import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { agentEndpoints } from '@trellis/contracts/endpoints';
import { call } from '@trellis/platform/api-client';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AiRoutes } from '../../AiRoutes.tsx';

const PASSWORD = 'Trellis!2026';

/** A report of the staff account, written through the CareerGPS agent's report step. */
async function staffReport(): Promise<string> {
  await signInAs('staff@trellis.test', PASSWORD);
  const agent = await call(agentEndpoints.detail, { params: { slug: 'careergps' } });
  const step = agent.steps.find((item) => item.type === 'report_generation')!;
  const answer = await call(agentEndpoints.process, {
    params: { agent: agent.id, step: step.order },
    body: { user_response: { goal: 'data science' } },
  });
  return answer.data.report_slug!;
}

describe('CareerGPS reports', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
    window.history.replaceState(null, '', '/');
  });

  it('lets the owner download, share and rate their report, and lists it among their reports', async () => {
    const slug = await staffReport();
    renderRoutes(<AiRoutes />, `/careergps-report/${slug}`);
    expect(await screen.findByRole('heading', { name: 'CareerGPS report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('radio')[3]!);
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(async () => expect((await call(agentEndpoints.report, { params: { slug } })).rating).toBe(4));
    cleanup();

    renderRoutes(<AiRoutes />, '/careergps-reports');
    expect(await screen.findByRole('heading', { name: 'CareerGPS Reports' })).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: 'CareerGPS report' })).length).toBeGreaterThan(0);
  });

  it('shows a shared report to a visitor with the Try CareerGPS promotion and no owner actions', async () => {
    const slug = await staffReport();
    signOut();
    renderRoutes(<AiRoutes />, `/careergps-report/${slug}`);
    expect(await screen.findByRole('heading', { name: 'Try CareerGPS' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('says so when no report has the address', async () => {
    renderRoutes(<AiRoutes />, '/careergps-report/no-such-report');
    expect(await screen.findByText('No report found')).toBeInTheDocument();
  });
});
