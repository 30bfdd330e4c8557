import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import { AI_MESSAGES, type AiTool, type AiToolList } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { signInAs, signOut, connectApiServer } from '@trellis/test-kit';
import { expectUnreachableApiMessage, renderRoutes } from '@trellis/test-kit/screens';
import { AiRoutes } from '../../AiRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const renderAt = (path: string) => renderRoutes(<AiRoutes />, path);
const findCard = async (name: string) => (await screen.findByText(name, { selector: 'h3' })).closest('a') as HTMLElement;

describe('AI tools', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
    window.history.replaceState(null, '', '/');
  });

  it('lists the first 9 approved tools, each linking to its page', async () => {
    const first = await api.get<AiToolList>('/ai-tools/?page=1&page_size=9');
    expect(first.pagination.count).toBeGreaterThan(9);
    renderAt('/ai-tools');
    expect(screen.getByRole('heading', { level: 2, name: 'AI Tools' })).toBeInTheDocument();
    for (const tool of first.data) expect(await findCard(tool.name)).toHaveAttribute('href', `/ai-tool/${tool.slug}`);
  });

  it("says 'No AI tools found' when the search matches nothing", async () => {
    renderAt('/ai-tools');
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search AI tools' }));
    await userEvent.paste('no tool is called this');
    expect(await screen.findByText(MESSAGES.empty.aiTools)).toBeInTheDocument();
  });

  it('sends a visitor who wants to submit a tool to sign in first', () => {
    renderAt('/ai-tools');
    expect(screen.getByRole('link', { name: /Submit AI Tool/ })).toHaveAttribute('href', '/login?next=%2Fai-tools');
  });

  it('opens the submit form for a member, which checks the fields before sending', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt('/ai-tools');
    await userEvent.click(screen.getByRole('button', { name: /Submit AI Tool/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findAllByText(AI_MESSAGES.required)).toHaveLength(3);
  });

  it('shows a tool with its vote and the not-found text for a missing one', async () => {
    const tool = await api.get<AiTool>('/ai-tools/slug/claude/');
    renderAt('/ai-tool/claude');
    expect(await screen.findByRole('heading', { level: 1, name: 'Claude' })).toBeInTheDocument();
    expect(screen.getByTestId('vote-score')).toHaveTextContent(String(tool.vote_score));
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    cleanup();
    renderAt('/ai-tool/no-such-tool');
    expect(await screen.findByText(AI_MESSAGES.pageNotFound)).toBeInTheDocument();
  });

  it('says what went wrong when the list cannot be fetched', async () => {
    await expectUnreachableApiMessage(() => renderAt('/ai-tools'));
  });
});
