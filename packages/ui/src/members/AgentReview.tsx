import { Tooltip, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { reviewEngineWords, VERDICT_LABELS, type AgentResponse, type GroupMember } from '@trellis/contracts';

const VERDICT_COLOURS = { accepted: 'green', rejected: 'red', pending: 'gold' } as const;

const registrationOf = (member: GroupMember) => member.agent_responses.find((response) => response.agent_type === 'registration_approval');
const enthusiasmOf = (member: GroupMember) => member.agent_responses.find((response) => response.agent_type === 'ai_enthusiasm_ranking');

/** What one agent recommended, in words, with its reasons and who decided it on hover or focus. */
export function AgentVerdict({ response }: { response: AgentResponse }) {
  const label = response.verdict ? VERDICT_LABELS[response.verdict] : `AI enthusiasm ${response.level ?? 0}/5`;
  return (
    <Tooltip title={`${response.reasons.join(' ')} ${reviewEngineWords(response)}`}>
      <Tag tabIndex={0} color={response.verdict ? VERDICT_COLOURS[response.verdict] : 'blue'}>
        {label}
      </Tag>
    </Tooltip>
  );
}

/** The agent review column: the registration verdict and the AI enthusiasm level, or a word that none ran. */
export function AgentReviewCell({ member }: { member: GroupMember }) {
  const registration = registrationOf(member);
  const enthusiasm = enthusiasmOf(member);
  if (!registration && !enthusiasm) return <Typography.Text type="secondary">Not reviewed</Typography.Text>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {registration ? <AgentVerdict response={registration} /> : null}
      {enthusiasm ? <AgentVerdict response={enthusiasm} /> : null}
    </span>
  );
}
