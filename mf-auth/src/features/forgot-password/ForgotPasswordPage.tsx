import { Alert, Button, Typography } from '@trellis/ui/antd';
import { Form, Input } from '@trellis/ui/antd/fields';
import { Link, useSearchParams } from '@trellis/ui/router';
import type { ForgotPasswordRequest } from '@trellis/contracts';
import { AuthCard } from '../../forms/AuthCard.tsx';
import { zodRule } from '../../forms/zodRule.ts';
import { nextFrom, withNext } from '../../nextDestination.ts';
import { useForgotPassword } from './useForgotPassword.ts';

const emailRules = [zodRule((c) => c.ForgotPasswordRequest.shape.email)];

/** /forgot-password: a reset link by e-mail. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const { submit, submitting, outcome } = useForgotPassword();

  return (
    <AuthCard title="Forgot password">
      <Typography.Paragraph type="secondary">
        Enter the e-mail address of your account and we will send you a link to set a new password.
      </Typography.Paragraph>
      {outcome ? <Alert type={outcome.kind} showIcon role="alert" title={outcome.text} style={{ marginBottom: 16 }} /> : null}
      <Form<ForgotPasswordRequest> name="forgot-password" layout="vertical" onFinish={submit} disabled={submitting} requiredMark={false}>
        <Form.Item label="Email" name="email" rules={emailRules} required>
          <Input autoComplete="email" inputMode="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Send recovery link
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to={withNext('/login', nextFrom(params), params)}>Back to login</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
