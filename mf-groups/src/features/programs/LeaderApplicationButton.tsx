import { Alert, App, Button, Modal } from '@trellis/ui/antd';
import { Form, Input } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { useLocation, useNavigate } from '@trellis/ui/router';
import { call, formErrorMessage, useCall } from '@trellis/platform/api-client';
import { LIMITS } from '@trellis/contracts/constants';
import { LEADER_MESSAGES } from '@trellis/contracts';
import { leaderEndpoints } from '@trellis/contracts/endpoints';
import { isSignedIn, useSession } from '@trellis/platform/session';

const text = LEADER_MESSAGES;

/**
 * Apply for a Circle Leader: a member writes why they want to lead; while staff review it the button is disabled and
 * says so. Certified leaders do not see it; visitors sign in first.
 */
export function LeaderApplicationButton() {
  const signedIn = useSession(isSignedIn);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { message } = App.useApp();
  const { data, mutate } = useCall(leaderEndpoints.application, signedIn ? {} : null);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<{ response: string }>();

  if (!signedIn) {
    return <Button onClick={() => navigate(`/login?next=${encodeURIComponent(pathname)}`)}>Apply for a Circle Leader</Button>;
  }
  if (!data || data.certification_level !== null) return null;
  if (data.application_status === 'pending') return <Button disabled>{text.underReview}</Button>;

  async function submit({ response }: { response: string }) {
    setSending(true);
    setProblem(null);
    try {
      message.success((await call(leaderEndpoints.apply, { body: { response } })).message);
      setOpen(false);
      await mutate();
    } catch (error) {
      setProblem(formErrorMessage(error, 'Could not submit your request'));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>Apply for a Circle Leader</Button>
      <Modal
        open={open}
        title="Apply for a Circle Leader"
        okText="Submit application"
        okButtonProps={{ loading: sending, htmlType: 'submit', form: 'leader-application' }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form id="leader-application" form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="response"
            label="Why do you want to lead a circle?"
            rules={[{ required: true, whitespace: true, message: text.responseRequired }]}
          >
            <Input.TextArea rows={5} maxLength={LIMITS.longText} showCount />
          </Form.Item>
          {problem ? <Alert type="error" showIcon title={problem} /> : null}
        </Form>
      </Modal>
    </>
  );
}
