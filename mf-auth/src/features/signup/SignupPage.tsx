import { Button, Checkbox, Col, Form, Input, Row, Typography } from '@trellis/ui/antd';
import { Link, useSearchParams } from '@trellis/ui/router';
import type { RegisterRequest } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { AuthCard } from '../../forms/AuthCard.tsx';
import { matchesField, zodRule } from '../../forms/zodRule.ts';
import { arrivalAt, nextFrom, withNext } from '../../nextDestination.ts';
import { CaptchaField } from '../../captcha/CaptchaField.tsx';
import { useAuthOptions } from '../../captcha/useAuthOptions.ts';
import { SocialButtons } from '../../social/SocialButtons.tsx';
import { useSignup } from './useSignup.ts';

const rules = {
  first_name: [zodRule((c) => c.RegisterRequest.shape.first_name)],
  last_name: [zodRule((c) => c.RegisterRequest.shape.last_name)],
  email: [zodRule((c) => c.RegisterRequest.shape.email)],
  password: [zodRule((c) => c.RegisterRequest.shape.password)],
  confirm_password: [matchesField('password', MESSAGES.auth.passwordsDoNotMatch)],
  recaptcha_response: [zodRule((c) => c.RegisterRequest.shape.recaptcha_response)],
};

/** /signup?next=…[&join=true]: a new account, protected by the server's captcha. */
export function SignupPage() {
  const [params] = useSearchParams();
  const next = nextFrom(params);
  const [form] = Form.useForm<RegisterRequest>();
  const captchaAnswer = Form.useWatch('recaptcha_response', form);
  const { options, error: optionsError } = useAuthOptions();
  const { submit, submitting } = useSignup(form, arrivalAt(params));
  const joining = params.get('join') === 'true';

  return (
    <AuthCard title="Sign up" wide>
      {joining ? <Typography.Paragraph type="secondary">Create your account to join.</Typography.Paragraph> : null}
      <Form<RegisterRequest>
        form={form}
        name="signup"
        layout="vertical"
        onFinish={submit}
        disabled={submitting}
        requiredMark={false}
        initialValues={{ subscribe_to_newsletter: false }}
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="First name" name="first_name" rules={rules.first_name} required>
              <Input autoComplete="given-name" autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Last name" name="last_name" rules={rules.last_name} required>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Email" name="email" rules={rules.email} required>
          <Input autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={rules.password} required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Confirm password" name="confirm_password" dependencies={['password']} rules={rules.confirm_password} required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="subscribe_to_newsletter" valuePropName="checked">
          <Checkbox>Subscribe to our newsletter</Checkbox>
        </Form.Item>
        <Form.Item name="recaptcha_response" rules={rules.recaptcha_response}>
          <CaptchaField captcha={options?.captcha} loadError={optionsError?.message} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} disabled={!captchaAnswer}>
          Sign up
        </Button>
      </Form>
      <SocialButtons next={arrivalAt(params)} />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        Already have an account? <Link to={withNext('/login', next, params)}>Login</Link>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, textAlign: 'center' }}>
        By signing up you agree to our <Link to="/terms-and-conditions">Terms and Conditions</Link>.
      </Typography.Paragraph>
    </AuthCard>
  );
}
