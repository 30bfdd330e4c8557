import { Alert, App, Button, Modal, Typography } from '@trellis/ui/antd';
import { Form, Input } from '@trellis/ui/antd/fields';
import { MessageOutlined } from '@trellis/ui/icons';
import { useState } from 'react';
import { useLocation, useNavigate } from '@trellis/ui/router';
import { call, fieldErrors, formErrorMessage } from '@trellis/platform/api-client';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { GROUP_CONTACT_LIMITS, GROUP_CONTACT_MESSAGES, GroupContactBody, type GroupDetail } from '@trellis/contracts';
import { groupContactEndpoints } from '@trellis/contracts/endpoints';

const text = GROUP_CONTACT_MESSAGES;
type Values = { subject?: string; message?: string };
type Group = Pick<GroupDetail, 'id' | 'name' | 'is_admin'>;

function ContactModal({ group, open, onClose }: { group: Group; open: boolean; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(values: Values) {
    const body = { group_id: group.id, subject: values.subject ?? '', message: values.message ?? '' };
    // The server's rules, named before anything is sent.
    const checked = GroupContactBody.safeParse(body);
    if (!checked.success) {
      form.setFields(checked.error.issues.map((issue) => ({ name: issue.path[0] as keyof Values, errors: [issue.message] })));
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      message.success((await call(groupContactEndpoints.contact, { body: checked.data })).message);
      form.resetFields();
      onClose();
    } catch (error) {
      const byField = Object.entries(fieldErrors(error)).filter(([name]) => name === 'subject' || name === 'message');
      if (byField.length) form.setFields(byField.map(([name, error]) => ({ name: name as keyof Values, errors: [error] })));
      else setProblem(formErrorMessage(error, text.failed));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={open}
      title={`Contact the organizers of ${group.name}`}
      okText="Send message"
      okButtonProps={{ loading: sending, htmlType: 'submit', form: 'contact-organizers' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form id="contact-organizers" form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="subject" label="Subject" required>
          <Input maxLength={GROUP_CONTACT_LIMITS.subject} />
        </Form.Item>
        <Form.Item name="message" label="Message" required>
          <Input.TextArea rows={5} maxLength={GROUP_CONTACT_LIMITS.message} showCount />
        </Form.Item>
        <Typography.Text type="secondary">The organizers receive your name and e-mail address so they can reply.</Typography.Text>
        {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} /> : null}
      </Form>
    </Modal>
  );
}

/** Contact, for anyone but the group's own administrators; a visitor signs in first and comes back to the page. */
export function ContactOrganizersButton({ group }: { group: Group }) {
  const signedIn = useSession(isSignedIn);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  if (group.is_admin) return null;
  const start = () => (signedIn ? setOpen(true) : navigate(`/login?${new URLSearchParams({ next: pathname })}`));
  return (
    <>
      <Button icon={<MessageOutlined />} onClick={start}>
        Contact
      </Button>
      {signedIn ? <ContactModal group={group} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
