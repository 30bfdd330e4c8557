import { Alert, Modal } from '@trellis/ui/antd';
import { Form, Input } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { formErrorMessage } from '@trellis/platform/api-client';
import { LIMITS } from '@trellis/contracts/constants';
import { MODERATION_MESSAGES, type ReviewItem } from '@trellis/contracts';

/**
 * Asks why an item is rejected before rejecting it: the reason goes to the audit log and, for a resource, to its
 * author. A failure stays in the dialog so the reason is not lost.
 */
export function RejectReasonModal({
  item,
  failure,
  onReject,
  onClose,
}: {
  item: ReviewItem | null;
  /** The sentence shown when the rejection fails and the server gives none. */
  failure: string;
  onReject(item: ReviewItem, reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit({ reason }: { reason: string }) {
    if (!item) return;
    setBusy(true);
    setProblem(null);
    try {
      await onReject(item, reason.trim());
      form.resetFields();
      onClose();
    } catch (error) {
      setProblem(formErrorMessage(error, failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={item !== null}
      title={item ? `Reject ${item.title}` : undefined}
      okText="Reject"
      okButtonProps={{ danger: true, loading: busy, htmlType: 'submit', form: 'reject-reason' }}
      onCancel={() => {
        setProblem(null);
        onClose();
      }}
      destroyOnHidden
    >
      <Form id="reject-reason" form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="reason"
          label="Reason for rejecting"
          rules={[{ required: true, whitespace: true, message: MODERATION_MESSAGES.rejectReasonRequired }]}
        >
          <Input.TextArea rows={3} maxLength={LIMITS.longText} />
        </Form.Item>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
      </Form>
    </Modal>
  );
}
