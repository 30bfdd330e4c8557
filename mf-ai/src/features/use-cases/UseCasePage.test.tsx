import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import { AI_MESSAGES, FAVOURITE_MESSAGES, QUALITY_LABELS, type RecommendedEntities, type UseCaseDetail } from '@trellis/contracts';
import { signInAs, signOut, connectApiServer } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AiRoutes } from '../../AiRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const SLUG = 'drafting-personalised-outreach-e-mails-to-prospective-mentors';

const renderAt = (path: string) => renderRoutes(<AiRoutes />, path);
const score = () => Number(screen.getByTestId('vote-score').textContent);

describe('use case page', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
    window.history.replaceState(null, '', '/');
  });

  it('shows the banner, both texts, the AI tools and the side panel', async () => {
    const useCase = await api.get<UseCaseDetail>(`/use-cases/slug/${SLUG}/`);
    renderAt(`/usecase/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: useCase.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why this is important' })).toBeInTheDocument();
    for (const tool of useCase.ai_tools) {
      expect(screen.getByText(tool.name).closest('a')).toHaveAttribute('href', `/ai-tool/${tool.slug}`);
    }
    expect(screen.getByText('Career Stages')).toBeInTheDocument();
    for (const topic of useCase.topics_detailed.slice(0, 2)) expect(screen.getByText(topic.name)).toBeInTheDocument();
    expect(score()).toBe(useCase.vote_score);
    // Only its author and staff get the edit menu, and only its moderators the agent's review.
    expect(screen.queryByRole('button', { name: 'Use case actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agent review' })).not.toBeInTheDocument();
  });

  it('shows staff the curation agent’s review with its rules, and the edit menu', async () => {
    await signInAs('staff@trellis.test', PASSWORD);
    const { agent_review: graded } = await api.get<UseCaseDetail>(`/use-cases/slug/${SLUG}/`);
    renderAt(`/usecase/${SLUG}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Agent review' }));
    const note = await screen.findByText('The agent only recommends: an administrator approves or rejects.');
    const review = note.closest('.ant-popover') as HTMLElement;
    expect(within(review).getByText(QUALITY_LABELS[graded!.quality])).toBeInTheDocument();
    expect(
      within(review)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(graded!.reasons);
    // No model is configured, so the built-in rules decided.
    expect(within(review).getByText('Decided by the built-in rules.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use case actions' })).toBeInTheDocument();
  });

  it('asks a visitor to sign up before keeping it', async () => {
    renderAt(`/usecase/${SLUG}`);
    await userEvent.click(await screen.findByRole('button', { name: /Add to favourites/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(FAVOURITE_MESSAGES.signUpTitle)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      `/signup?next=${encodeURIComponent(`/usecase/${SLUG}`)}`,
    );
  });

  it('moves the score at once for a member: +1 up, -2 on switching, back on the same vote', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt(`/usecase/${SLUG}`);
    const upvote = await screen.findByRole('button', { name: 'Upvote' });
    const start = score();
    await userEvent.click(upvote);
    expect(score()).toBe(start + 1);
    await waitFor(() => expect(upvote).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(upvote).toBeEnabled());

    const downvote = screen.getByRole('button', { name: 'Downvote' });
    await userEvent.click(downvote);
    expect(score()).toBe(start - 1);
    await waitFor(() => expect(downvote).toBeEnabled());

    // The same vote again takes it back, leaving the demo use case as it was.
    await userEvent.click(downvote);
    expect(score()).toBe(start);
    await waitFor(() => expect(downvote).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(downvote).toBeEnabled());
  });

  it("keeps it among a member's favourites and takes it out again, saying which", async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt('/usecase/generating-practice-questions-from-lecture-notes');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByText(FAVOURITE_MESSAGES.added)).toBeInTheDocument();
    const kept = screen.getByRole('button', { name: 'Favourite' });
    expect(kept).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(kept);
    expect(await screen.findByText(FAVOURITE_MESSAGES.removed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts the vote back and says so when the server cannot be reached', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt(`/usecase/${SLUG}`);
    const upvote = await screen.findByRole('button', { name: 'Upvote' });
    const start = score();
    // Nothing listens on port 1: the vote call fails without an answer.
    connectApiServer('http://127.0.0.1:1');
    try {
      await userEvent.click(upvote);
      expect(await screen.findByText(AI_MESSAGES.voteFailed)).toBeInTheDocument();
      expect(score()).toBe(start);
      expect(upvote).toHaveAttribute('aria-pressed', 'false');
    } finally {
      connectApiServer(inject('apiUrl'));
    }
  });

  it('recommends use cases to a member in the side panel, each with its reason', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    const { data } = await api.get<RecommendedEntities>('/recommended-entities/?entity_type=use_case');
    renderAt(`/usecase/${SLUG}`);
    expect(await screen.findByText('Recommendations for you')).toBeInTheDocument();
    // Maya's profile topics (Artificial Intelligence, Career Planning) match several demo use cases she neither wrote nor keeps.
    expect(data.length).toBeGreaterThan(2);
    expect(await screen.findByText(data[0]!.reason)).toBeInTheDocument();
    expect(screen.getByText(data[0]!.name).closest('a')).toHaveAttribute('href', `/usecase/${data[0]!.slug}`);
    expect(screen.queryByText(data[2]!.name)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getByText(data[2]!.name)).toBeInTheDocument();
  });

  it('says so when the use case does not exist', async () => {
    renderAt('/usecase/no-such-use-case');
    expect(await screen.findByText(AI_MESSAGES.pageNotFound)).toBeInTheDocument();
  });
});
