import { Button, Form, Input } from '@trellis/ui/antd';
import { Link, useParams } from '@trellis/ui/router';
import { ResetPasswordRequest } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { AuthCard } from '../../forms/AuthCard.tsx';
import { ServerErrorAlert } from '../../forms/ServerErrorAlert.tsx';
import { matchesField, zodRule } from '../../forms/zodRule.ts';
import { useResetPassword } from './useResetPassword.ts';

const passwordRules = [zodRule(ResetPasswordRequest.shape.new_password)];
const confirmRules = [matchesField('new_password', MESSAGES.auth.passwordsDoNotMatch)];

/** /reset-password/{token}: the page the recovery e-mail links to. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [form] = Form.useForm();
  const { submit, submitting, error } = useResetPassword(token, form);

  return (
    <AuthCard title="Set a new password">
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
