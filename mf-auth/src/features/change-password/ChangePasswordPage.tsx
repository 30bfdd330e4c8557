import { Alert, Button, Skeleton } from '@trellis/ui/antd';
import { Form, Input } from '@trellis/ui/antd/fields';
import { useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import { MESSAGES } from '@trellis/contracts/messages';
import { loginUrl } from '@trellis/platform/navigation';
import { useSession, isSignedIn } from '@trellis/platform/session';
import { AuthCard } from '../../forms/AuthCard.tsx';
import { ServerErrorAlert } from '@trellis/ui';
import { matchesField, zodRule } from '../../forms/zodRule.ts';
import { useChangePassword, type ChangePasswordValues } from './useChangePassword.ts';

const required = { required: true, message: MESSAGES.common.required };
const rules = {
  current_password: [zodRule((c) => c.ChangePasswordRequest.shape.current_password)],
  new_password: [zodRule((c) => c.ChangePasswordRequest.shape.new_password)],
  confirm_password: [required, matchesField('new_password', MESSAGES.auth.passwordsDoNotMatch)],
};

/** /change-password: a signed-in member sets a new password. */
export function ChangePasswordPage() {
  const signedIn = useSession(isSignedIn);
  const [form] = Form.useForm<ChangePasswordValues>();
  const { submit, submitting, done, error } = useChangePassword(form);

  useEffect(() => {
    if (!signedIn) navigateToUrl(loginUrl('/change-password'));
  }, [signedIn]);

  return (
    <AuthCard title="Change password">
      {done ? <Alert type="success" showIcon role="status" title={MESSAGES.auth.passwordChanged} style={{ marginBottom: 16 }} /> : null}
      <ServerErrorAlert error={error} />
      {signedIn ? (
        <Form<ChangePasswordValues>
          form={form}
          name="change-password"
          layout="vertical"
          onFinish={submit}
          disabled={submitting}
          requiredMark={false}
        >
          <Form.Item label="Current password" name="current_password" rules={rules.current_password} required>
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
          <Form.Item label="New password" name="new_password" rules={rules.new_password} required>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="Confirm password"
            name="confirm_password"
            dependencies={['new_password']}
            rules={rules.confirm_password}
            validateFirst
            required
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            Change password
          </Button>
        </Form>
      ) : (
        <Skeleton active />
      )}
    </AuthCard>
  );
}
