import { App, Button, Flex, Typography } from '@trellis/ui/antd';
import { DislikeFilled, DislikeOutlined, LikeFilled, LikeOutlined } from '@trellis/ui/icons';
import { useState } from 'react';
import { useLocation } from '@trellis/ui/router';
import { AI_MESSAGES, type UserVote, type VoteContentType } from '@trellis/contracts';
import { loginUrl } from '@trellis/platform/navigation';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { navigateToUrl } from 'single-spa';
import { castVote } from './engagementCalls.ts';

type VoteState = { score: number; vote: UserVote };

/** What a click makes of the current state: the same vote again takes it back, the other one moves the score by 2. */
export function nextVoteState(state: VoteState, clicked: 1 | -1): VoteState {
  const vote = state.vote === clicked ? null : clicked;
  return { vote, score: state.score - (state.vote ?? 0) + (vote ?? 0) };
}

export type VoteControlProps = { contentType: VoteContentType; objectId: number; score: number; userVote: UserVote };

/**
 * Up and down votes with the score between them. A click shows its result at once and the server's answer
 * confirms it; on failure the control goes back to where it was. Visitors are sent to sign in first.
 */
export function VoteControl({ contentType, objectId, score, userVote }: VoteControlProps) {
  const { message } = App.useApp();
  const signedIn = useSession(isSignedIn);
  const location = useLocation();
  const [state, setState] = useState<VoteState>({ score, vote: userVote });
  const [sending, setSending] = useState(false);

  async function vote(clicked: 1 | -1) {
    if (!signedIn) {
      navigateToUrl(loginUrl(location.pathname + location.search));
      return;
    }
    const before = state;
    setState(nextVoteState(before, clicked));
    setSending(true);
    try {
      const answer = await castVote(contentType, objectId, clicked === 1 ? 'upvote' : 'downvote');
      setState({ score: answer.total_score, vote: answer.user_vote });
    } catch {
      setState(before);
      message.error(AI_MESSAGES.voteFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <Flex align="center" gap={4} role="group" aria-label="Vote">
      <Button
        type="text"
        aria-label="Upvote"
        aria-pressed={state.vote === 1}
        disabled={sending}
        icon={state.vote === 1 ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
        onClick={() => vote(1)}
      />
      <Typography.Text strong aria-label="Score" aria-live="polite" data-testid="vote-score">
        {state.score}
      </Typography.Text>
      <Button
        type="text"
        aria-label="Downvote"
        aria-pressed={state.vote === -1}
        disabled={sending}
        icon={state.vote === -1 ? <DislikeFilled aria-hidden /> : <DislikeOutlined aria-hidden />}
        onClick={() => vote(-1)}
      />
    </Flex>
  );
}
