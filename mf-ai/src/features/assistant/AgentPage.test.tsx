import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/contracts/messages';
import { loadAppConfig, useSite } from '@trellis/platform/site';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AiRoutes } from '../../AiRoutes.tsx';

const PASSWORD = 'Trellis!2026';

describe('Ask Anything at /agent', () => {
  beforeAll(async () => {
    connectApiServer(inject('apiUrl'));
    await loadAppConfig();
  });
  afterEach(() => {
    cleanup();
    signOut();
    window.history.replaceState(null, '', '/');
  });

  it('answers a suggested prompt with items of the platform and questions to ask next, then takes a rating', async () => {
    // The admin's plan includes Ask Anything.
    await signInAs('admin@trellis.test', PASSWORD);
    renderAt('/agent');
    const prompt = useSite.getState().config!.ama_user_default_prompts[0]!;
    await userEvent.click(await screen.findByRole('button', { name: prompt }));
    const answer = await screen.findByLabelText('Answer', {}, { timeout: 10_000 });
    await within(answer).findByText(/Each recommendation below says why it was chosen|I answer only from what/, {}, { timeout: 10_000 });
    await waitFor(() => expect(within(answer).getByRole('button', { name: 'Helpful' })).toBeInTheDocument(), { timeout: 10_000 });

    await userEvent.click(within(answer).getByRole('button', { name: 'Helpful' }));
    await userEvent.type(within(answer).getByLabelText('Tell us more (optional)'), 'Clear and useful');
    await userEvent.click(within(answer).getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(within(answer).getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'true'));
  }, 60_000);

  it('asks a typed question and shows the recommended items, two until Show More', async () => {
    await signInAs('staff@trellis.test', PASSWORD);
    renderAt('/agent');
    const box = await screen.findByRole('textbox', { name: 'Ask a question' });
    await userEvent.type(box, 'how do I move into data science?{Enter}');
    const items = await screen.findByRole('region', { name: 'Recommended for you' }, { timeout: 15_000 });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(items).getByRole('button', { name: /Show More/ }));
    expect(within(items).getByRole('link', { name: 'Data Analytics Sprint' })).toHaveAttribute('href', '/circle/data-analytics-sprint');
    const related = screen.getByRole('region', { name: 'Related questions' });
    expect(within(related).getAllByRole('button').length).toBeGreaterThan(0);
  }, 60_000);

  it('blocks members whose plan lacks Ask Anything', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt('/agent');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.assistant.noSubscription)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ask a question' })).toBeDisabled();
  });
});

function renderAt(path: string) {
  return renderRoutes(<AiRoutes />, path);
}
