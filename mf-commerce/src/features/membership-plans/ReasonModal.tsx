import { Modal } from '@trellis/ui/antd';
import { Form, Input } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { CANCELLATION_REASON_MAX } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { formErrorMessage } from '@trellis/platform/api-client';
import { ServerErrorAlert } from '@trellis/ui';

type Props = {
  open: boolean;
  title: string;
  okText: string;
  /** Runs the change with the reason given; a refusal is shown in the dialog. */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
};

/** Cancelling or downgrading a membership asks why ('Specify the reason' until a reason is given). */
export function ReasonModal({ open, title, okText, onSubmit, onClose }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    // A missing reason is shown under the field; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const reason = values.reason;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(reason.trim());
      form.resetFields();
    } catch (failure) {
      setError(formErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, whitespace: true, message: MESSAGES.membership.specifyReason }]}>
          <Input.TextArea rows={4} maxLength={CANCELLATION_REASON_MAX} showCount />
        </Form.Item>
      </Form>
      <ServerErrorAlert error={error} />
    </Modal>
  );
}
