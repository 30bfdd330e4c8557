import { Flex, Modal, Typography } from '@trellis/ui/antd';
import { Descriptions } from '@trellis/ui/antd/display';
import { reviewEngineWords, type GroupMember, type JoinQuestion } from '@trellis/contracts';
import { InitialsAvatar } from '@trellis/ui';
import { AgentVerdict } from './AgentReview.tsx';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '—');

function answerText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The applicant details: who they are, their answers to the group's questions, and what each agent recommended and why. */
export function MemberDetailsModal({
  member,
  questions,
  onClose,
}: {
  member: GroupMember | null;
  questions: readonly JoinQuestion[];
  onClose(): void;
}) {
  const labelOf = new Map(questions.map((question) => [question.id, question.label]));
  const answers = Object.entries((member?.extra_info.answers ?? {}) as Record<string, unknown>);
  return (
    <Modal open={member !== null} title="Applicant details" footer={null} onCancel={onClose} destroyOnHidden>
      {member ? (
        <Flex vertical gap={16}>
          <Flex gap={12} align="center">
            <InitialsAvatar name={member.name} src={member.image} size={48} />
            <Flex vertical>
              <Typography.Text strong>{member.name}</Typography.Text>
              {member.institution_name ? <Typography.Text type="secondary">{member.institution_name}</Typography.Text> : null}
            </Flex>
          </Flex>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'status', label: 'Membership status', children: member.membership_status },
              { key: 'role', label: 'Role', children: member.membership_role },
              { key: 'verified', label: 'E-mail verified', children: member.is_verified ? 'Yes' : 'No' },
              { key: 'country', label: 'Country', children: member.country ?? '—' },
              { key: 'requested', label: 'Requested', children: when(member.requested_at) },
              { key: 'joined', label: 'Joined', children: when(member.joined_at) },
              ...(member.reason ? [{ key: 'reason', label: 'Reason', children: member.reason }] : []),
              ...(member.notes && member.notes !== member.reason ? [{ key: 'notes', label: 'Notes', children: member.notes }] : []),
              ...answers.map(([question, value]) => ({
                key: `answer-${question}`,
                label: labelOf.get(question) ?? question,
                children: answerText(value),
              })),
            ]}
          />
          <Flex vertical gap={8}>
            <Typography.Text strong>Agent reviews</Typography.Text>
            {member.agent_responses.length === 0 ? (
              <Typography.Text type="secondary">No agent has reviewed this member.</Typography.Text>
            ) : (
              <ul style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
                {member.agent_responses.map((response) => (
                  <li key={response.agent_type} style={{ marginBottom: 8 }}>
                    <AgentVerdict response={response} />
                    <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                      {response.reasons.map((reason) => (
                        <li key={reason}>
                          <Typography.Text type="secondary">{reason}</Typography.Text>
                        </li>
                      ))}
                    </ul>
                    <Typography.Text type="secondary">{reviewEngineWords(response)}</Typography.Text>
                  </li>
                ))}
              </ul>
            )}
            <Typography.Text type="secondary">Agents only recommend: the decision is yours.</Typography.Text>
          </Flex>
        </Flex>
      ) : null}
    </Modal>
  );
}
