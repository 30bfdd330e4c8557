import { Alert, App, Button, Divider, Flex, Modal, Typography } from '@trellis/ui/antd';
import { Form, Input, Select } from '@trellis/ui/antd/fields';
import { TeamOutlined } from '@trellis/ui/icons';
import { useState } from 'react';
import { CONNECT_INVITE_MAX, CONNECT_MESSAGES, ConnectInviteBody } from '@trellis/contracts';
import { connectEndpoints } from '@trellis/contracts/endpoints';
import { call, fieldErrors, formErrorMessage } from '@trellis/platform/api-client';

const text = CONNECT_MESSAGES;
type Values = { emails?: string[] };

/** The sign-up address of this site, which an invitation shares. */
const signUpAddress = () => `${window.location.origin}/signup`;

/** An error on one address names it, since the field holds several; `emails.3` is the fourth address. */
function addressError(path: string, error: string, emails: string[]): string {
  const index = /^emails\.(\d+)$/.exec(path)?.[1];
  const address = index === undefined ? undefined : emails[Number(index)];
  return address ? `${address.trim()}: ${error}` : error;
}

/** The invitation form: addresses to mail, checked by the server's own rules before they are sent. */
function InviteForm({ onSent }: { onSent(): void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const showErrors = (errors: [string, string][], emails: string[]) =>
    form.setFields([{ name: 'emails', errors: errors.map(([path, error]) => addressError(path, error, emails)) }]);

  async function submit({ emails = [] }: Values) {
    setProblem(null);
    const checked = ConnectInviteBody.safeParse({ emails });
    if (!checked.success) {
      showErrors(
        checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        emails,
      );
      return;
    }
    setSending(true);
    try {
      const answer = await call(connectEndpoints.invite, { body: checked.data });
      message.success(answer.message);
      form.resetFields();
      onSent();
    } catch (error) {
      const byField = Object.entries(fieldErrors(error));
      if (byField.length) showErrors(byField, emails);
      else setProblem(formErrorMessage(error, text.inviteFailed));
    } finally {
      setSending(false);
    }
  }

  return (
    <Form id="invite-others" form={form} layout="vertical" onFinish={(values) => void submit(values)} disabled={sending}>
      <Form.Item name="emails" label="E-mail addresses" extra={`Type an address and press Enter; up to ${CONNECT_INVITE_MAX} at a time.`}>
        <Select mode="tags" open={false} aria-label="E-mail addresses" tokenSeparators={[',', ' ', ';']} />
      </Form.Item>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} /> : null}
      <Button type="primary" htmlType="submit" loading={sending}>
        Send invitations
      </Button>
    </Form>
  );
}

/** Invite Others: e-mails people who are not here yet an invitation, or gives the site's sign-up link to share. */
export function InviteOthersButton() {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const address = signUpAddress();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      message.success('Link copied');
    } catch {
      message.error('Could not copy the link; select it and copy it yourself');
    }
  };
  return (
    <>
      <Button icon={<TeamOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Invite Others
      </Button>
      <Modal open={open} title="Invite Others" onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Typography.Paragraph>Each address gets an e-mail from you with a link to join you here.</Typography.Paragraph>
        <InviteForm onSent={() => setOpen(false)} />
        <Divider plain>or share a link</Divider>
        <Flex gap={8}>
          <Input readOnly aria-label="Invitation link" value={address} onFocus={(event) => event.currentTarget.select()} />
          <Button onClick={() => void copy()}>Copy link</Button>
        </Flex>
      </Modal>
    </>
  );
}
