import { Alert, Modal } from '@trellis/ui/antd';
import { Form, Input, Select } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { formErrorMessage } from '@trellis/platform/api-client';
import { LIMITS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import type { GroupMember, MemberRole } from '@trellis/contracts';

const text = MESSAGES.groupMembership;

/** What the administrator is about to do to one member: remove them with a reason, or give them another role. */
export type MemberDecision = { kind: 'remove'; member: GroupMember } | { kind: 'role'; member: GroupMember };

type Values = { reason?: string; role?: MemberRole };

/**
 * The dialog of a one-member decision. Removing asks for the reason the member is told; changing a role offers the
 * roles of the group's kind.
 */
export function MemberDecisionModal({
  decision,
  roles,
  onRemove,
  onChangeRole,
  onClose,
}: {
  decision: MemberDecision | null;
  roles: readonly MemberRole[];
  onRemove(member: GroupMember, reason: string): Promise<void>;
  onChangeRole(member: GroupMember, role: MemberRole): Promise<void>;
  onClose(): void;
}) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const removing = decision?.kind === 'remove';

  async function submit(values: Values) {
    if (!decision) return;
    setBusy(true);
    setProblem(null);
    try {
      if (decision.kind === 'remove') await onRemove(decision.member, (values.reason ?? '').trim());
      else await onChangeRole(decision.member, values.role!);
      form.resetFields();
      onClose();
    } catch (error) {
      setProblem(formErrorMessage(error, removing ? 'Could not remove member' : 'Could not change the role'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={decision !== null}
      title={decision ? (removing ? `Remove ${decision.member.name}` : `Change the role of ${decision.member.name}`) : ''}
      okText={removing ? 'Remove' : 'Change role'}
      okButtonProps={{ danger: removing, loading: busy, htmlType: 'submit', form: 'member-decision' }}
      onCancel={() => {
        setProblem(null);
        onClose();
      }}
      destroyOnHidden
    >
      <Form
        id="member-decision"
        form={form}
        layout="vertical"
        initialValues={{ role: decision?.member.membership_role }}
        onFinish={(values) => void submit(values)}
      >
        {removing ? (
          <Form.Item
            name="reason"
            label="Reason"
            extra="The member is told this reason."
            rules={[{ required: true, whitespace: true, message: text.reasonRequired }]}
          >
            <Input.TextArea rows={3} maxLength={LIMITS.longText} />
          </Form.Item>
        ) : (
          <Form.Item name="role" label="Role" rules={[{ required: true, message: 'Please choose a role.' }]}>
            <Select aria-label="Role" options={roles.map((role) => ({ value: role, label: role }))} />
          </Form.Item>
        )}
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
      </Form>
    </Modal>
  );
}
