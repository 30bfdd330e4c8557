import { Alert, Button, Flex, Spin, Typography } from '@trellis/ui/antd';
import { Form, Input } from '@trellis/ui/antd/fields';
import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams } from '@trellis/ui/router';
import { MESSAGES } from '@trellis/contracts/messages';
import { AuthCard } from '../../forms/AuthCard.tsx';
import { ServerErrorAlert } from '@trellis/ui';
import { matchesField, zodRule } from '../../forms/zodRule.ts';
import { useResetLinkState } from './useResetLinkState.ts';
import { useResetPassword } from './useResetPassword.ts';

const passwordRules = [zodRule((c) => c.ResetPasswordRequest.shape.new_password)];
const confirmRules = [matchesField('new_password', MESSAGES.auth.passwordsDoNotMatch)];

const SPENT_TITLES = {
  used: MESSAGES.auth.resetLinkUsed,
  expired: MESSAGES.auth.resetLinkExpired,
  unknown: MESSAGES.auth.resetLinkUnknown,
} as const;

/** A link that can no longer set a password: says why, and offers a new link in place of the form. */
function SpentLink({ state }: { state: keyof typeof SPENT_TITLES }) {
  const navigate = useNavigate();
  const askAgain = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate('/forgot-password');
  };
  return (
    <AuthCard title={SPENT_TITLES[state]}>
      <Typography.Paragraph>{MESSAGES.auth.resetLinkHelp}</Typography.Paragraph>
      <Flex vertical gap={12}>
        <Button type="primary" block href="/forgot-password" onClick={askAgain}>
          Request a new link
        </Button>
        <Link to="/login">Back to login</Link>
      </Flex>
    </AuthCard>
  );
}

/** /reset-password/{token}: the page the recovery e-mail links to; a used, expired or unknown link shows no form. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const link = useResetLinkState(token);
  const [form] = Form.useForm();
  const { submit, submitting, error } = useResetPassword(token, form);

  if (link === 'used' || link === 'expired' || link === 'unknown') return <SpentLink state={link} />;
  if (link === 'checking') {
    return (
      <AuthCard title="Set a new password">
        <Flex gap={12} align="center" role="status">
          <Spin size="small" />
          <Typography.Text>{MESSAGES.auth.resetLinkChecking}</Typography.Text>
        </Flex>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Set a new password">
      {link === 'failed' && <Alert type="warning" showIcon title={MESSAGES.auth.resetLinkCheckFailed} style={{ marginBottom: 16 }} />}
      <ServerErrorAlert error={error} action={<Link to="/forgot-password">Request a new link</Link>} />
      <Form form={form} name="reset-password" layout="vertical" onFinish={submit} disabled={submitting} requiredMark={false}>
        <Form.Item label="New password" name="new_password" rules={passwordRules} required>
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item label="Confirm password" name="confirm_password" dependencies={['new_password']} rules={confirmRules} required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Save password
        </Button>
      </Form>
    </AuthCard>
  );
}
