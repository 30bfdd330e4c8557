import { Alert, Button, Flex } from '@trellis/ui/antd';
import { Input, Select } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { LIMITS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import type { MemberStatus } from './membersQuery.ts';

const text = MESSAGES.groupMembership;

export type BulkAction = 'accept' | 'reject' | 'followup' | 'rerun_registration' | 'rerun_enthusiasm';

const ACTION_LABELS: Record<BulkAction, string> = {
  accept: 'Accept',
  reject: 'Reject',
  followup: 'Send verification follow-up e-mail',
  rerun_registration: 'Rerun registration approval agent',
  rerun_enthusiasm: 'Rerun AI enthusiasm agent',
};

/** What can be done to several members of a tab at once: pending requests are decided, unverified members reminded. */
const ACTIONS_OF: Record<MemberStatus, BulkAction[]> = {
  pending: ['accept', 'reject', 'rerun_registration', 'rerun_enthusiasm'],
  accepted: ['rerun_registration', 'rerun_enthusiasm'],
  rejected: ['rerun_registration', 'rerun_enthusiasm'],
  unverified: ['followup', 'rerun_registration', 'rerun_enthusiasm'],
};

/** The agent each rerun action runs; the action is offered while that agent is on for the organization. */
const RERUN_AGENT: Partial<Record<BulkAction, string>> = {
  rerun_registration: 'registration_approval',
  rerun_enthusiasm: 'ai_enthusiasm_ranking',
};

/**
 * The bulk action bar: choose an action, give the reason of a rejection, and apply it to the selected members. The
 * product's own words say what is missing.
 */
export function MemberBulkBar({
  status,
  agentsOn,
  selected,
  onApply,
}: {
  status: MemberStatus;
  /** The review agents switched on for the organization. */
  agentsOn: readonly string[];
  selected: number;
  /** Runs the action; a thrown error's sentence is shown here. */
  onApply(action: BulkAction, notes: string | undefined): Promise<void>;
}) {
  const [action, setAction] = useState<BulkAction | undefined>();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply() {
    if (!action) return setProblem(text.selectAction);
    if (selected === 0) return setProblem(text.selectMembers);
    if (action === 'reject' && !reason.trim()) return setProblem(text.reasonRequired);
    setProblem(null);
    setBusy(true);
    try {
      await onApply(action, action === 'reject' || action === 'accept' ? reason.trim() || undefined : undefined);
      setReason('');
      setAction(undefined);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex vertical gap={8} role="group" aria-label="Bulk actions">
      <Flex wrap gap={8}>
        <Select
          aria-label="Action"
          placeholder="Select an action"
          style={{ minWidth: 220, flex: '1 1 220px', maxWidth: 360 }}
          value={action}
          onChange={(value) => {
            setAction(value);
            setProblem(null);
          }}
          options={ACTIONS_OF[status]
            .filter((value) => RERUN_AGENT[value] === undefined || agentsOn.includes(RERUN_AGENT[value]))
            .map((value) => ({ value, label: ACTION_LABELS[value] }))}
        />
        <Button type="primary" loading={busy} onClick={() => void apply()}>
          Apply to {selected} selected
        </Button>
      </Flex>
      {action === 'reject' || action === 'accept' ? (
        <Input.TextArea
          aria-label={action === 'reject' ? 'Reason for rejecting' : 'Notes'}
          placeholder={action === 'reject' ? 'Reason for rejecting (the members are told)' : 'Notes (optional)'}
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
