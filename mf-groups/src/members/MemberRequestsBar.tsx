import { Alert, Button, Flex, Input } from '@trellis/ui/antd';
import { Select } from '@trellis/ui/antd/frame';
import { useState } from 'react';
import { formErrorMessage } from '@trellis/platform/api-client';
import { LIMITS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';

const text = MESSAGES.groupMembership;
type Action = 'accept' | 'reject';

export type MemberRequestsBarProps = {
  selected: number[];
  onRespond(action: Action, notes: string | undefined): Promise<void>;
};

/** The bulk action bar over pending requests: choose accept or reject (with a reason) for the selected members. */
export function MemberRequestsBar({ selected, onRespond }: MemberRequestsBarProps) {
  const [action, setAction] = useState<Action | undefined>();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit() {
    if (!action) return setProblem(text.selectAction);
    if (selected.length === 0) return setProblem(text.selectMembers);
    if (action === 'reject' && !reason.trim()) return setProblem(text.reasonRequired);
    setProblem(null);
    setSending(true);
    try {
      await onRespond(action, action === 'reject' ? reason.trim() : undefined);
      setReason('');
      setAction(undefined);
    } catch (error) {
      setProblem(formErrorMessage(error, text.actionFailed(action)));
    } finally {
      setSending(false);
    }
  }

  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8}>
        <Select
          aria-label="Action"
          placeholder="Select an action"
          style={{ minWidth: 180 }}
          value={action}
          onChange={setAction}
          options={[
            { label: 'Accept', value: 'accept' },
            { label: 'Reject', value: 'reject' },
          ]}
        />
        <Button type="primary" loading={sending} onClick={submit}>
          Apply to {selected.length} selected
        </Button>
      </Flex>
      {action === 'reject' ? (
        <Input.TextArea
          aria-label="Reason for rejecting"
          placeholder="Reason for rejecting"
          rows={2}
          maxLength={LIMITS.longText}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Flex>
  );
}
