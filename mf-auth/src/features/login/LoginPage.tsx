import { Button, Flex, Form, Input, Typography } from '@trellis/ui/antd';
import { MESSAGES } from '@trellis/contracts/messages';
import { Link, useSearchParams } from '@trellis/ui/router';
import type { LoginRequest } from '@trellis/contracts';
import { AuthCard } from '../../forms/AuthCard.tsx';
import { ServerErrorAlert } from '@trellis/ui';
import { zodRule } from '../../forms/zodRule.ts';
import { arrivalAt, nextFrom, withNext } from '../../nextDestination.ts';
import { CaptchaField } from '../../captcha/CaptchaField.tsx';
import { useAuthOptions } from '../../captcha/useAuthOptions.ts';
import { SocialButtons } from '../../social/SocialButtons.tsx';
import { useLogin } from './useLogin.ts';

const emailRules = [zodRule((c) => c.LoginRequest.shape.email)];
const passwordRules = [zodRule((c) => c.LoginRequest.shape.password)];

/** /login?next=…: e-mail and password sign-in. */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = nextFrom(params);
  const [form] = Form.useForm<LoginRequest>();
  const { submit, submitting, error, needsCaptcha } = useLogin(arrivalAt(params), form);
  const { options, error: optionsError } = useAuthOptions();

  return (
    <AuthCard title="Login">
      <ServerErrorAlert error={error} />
      <Form<LoginRequest> form={form} name="login" layout="vertical" onFinish={submit} disabled={submitting} requiredMark={false}>
        <Form.Item label="Email" name="email" rules={emailRules} required>
          <Input autoComplete="email" inputMode="email" autoFocus />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={passwordRules} required>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {needsCaptcha && (
          <Form.Item name="recaptcha_response" rules={[{ required: true, message: MESSAGES.auth.captchaRequired }]}>
            <CaptchaField captcha={options?.captcha} loadError={optionsError?.message} />
          </Form.Item>
        )}
        <Flex justify="flex-end" style={{ marginBottom: 16 }}>
          <Link to={withNext('/forgot-password', next, params)}>Forgot password?</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Login
        </Button>
      </Form>
      <SocialButtons next={arrivalAt(params)} />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        Don&apos;t have an account? <Link to={withNext('/signup', next, params)}>Sign up</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
