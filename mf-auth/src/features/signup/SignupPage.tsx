import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, Checkbox, PasswordField, Text, TextField } from '@trellis/ui/light';
import { Link, useSearchParams } from '@trellis/ui/router';
import type { RegisterRequest } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { AuthCard } from '../../forms/AuthCard.tsx';
import { zodCheck } from '../../forms/zodRule.ts';
import { arrivalAt, nextFrom, withNext } from '../../nextDestination.ts';
import { CaptchaField } from '../../captcha/CaptchaField.tsx';
import { useAuthOptions } from '../../captcha/useAuthOptions.ts';
import { SocialButtons } from '../../social/SocialButtons.tsx';
import { useSignup } from './useSignup.ts';

const rules = {
  first_name: { validate: zodCheck((c) => c.RegisterRequest.shape.first_name) },
  last_name: { validate: zodCheck((c) => c.RegisterRequest.shape.last_name) },
  email: { validate: zodCheck((c) => c.RegisterRequest.shape.email) },
  password: { validate: zodCheck((c) => c.RegisterRequest.shape.password) },
  // The contracts check the pair, not one field: the confirmation is compared with the password here.
  confirm_password: {
    validate: (value: string, values: RegisterRequest) => (!!value && value === values.password) || MESSAGES.auth.passwordsDoNotMatch,
  },
  recaptcha_response: { validate: zodCheck((c) => c.RegisterRequest.shape.recaptcha_response) },
};

/** /signup?next=…[&join=true]: a new account, protected by the server's captcha. */
export function SignupPage() {
  const [params] = useSearchParams();
  const next = nextFrom(params);
  // Each field is checked as it changes, as well as on submit: its message shows while the visitor types.
  const form = useForm<RegisterRequest>({ mode: 'onChange', defaultValues: { subscribe_to_newsletter: false } });
  const { register, control, handleSubmit, getFieldState, trigger, formState } = form;
  const { errors } = formState;
  const captchaAnswer = useWatch({ control, name: 'recaptcha_response' });
  const { options, error: optionsError } = useAuthOptions();
  const { submit, submitting } = useSignup(form, arrivalAt(params));
  const joining = params.get('join') === 'true';
  // A confirmation already typed is checked again whenever the password changes.
  const password = register('password', {
    ...rules.password,
    onChange: () => {
      if (getFieldState('confirm_password').isDirty) void trigger('confirm_password');
    },
  });

  return (
    <AuthCard title="Sign up" wide>
      {joining ? <Text secondary>Create your account to join.</Text> : null}
      <form name="signup" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <fieldset className="tl-fieldset" disabled={submitting}>
          <div className="tl-row">
            <TextField
              label="First name"
              autoComplete="given-name"
              autoFocus
              error={errors.first_name?.message}
              {...register('first_name', rules.first_name)}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...register('last_name', rules.last_name)}
            />
          </div>
          <TextField
            label="Email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email', rules.email)}
          />
          <PasswordField label="Password" autoComplete="new-password" error={errors.password?.message} {...password} />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...register('confirm_password', rules.confirm_password)}
          />
          <div className="tl-field tl-field-inline">
            <Checkbox {...register('subscribe_to_newsletter')}>Subscribe to our newsletter</Checkbox>
          </div>
          <Controller
            name="recaptcha_response"
            control={control}
            rules={rules.recaptcha_response}
            render={({ field, fieldState }) => (
              <div className={fieldState.error ? 'tl-field tl-field-with-error' : 'tl-field'}>
                <CaptchaField captcha={options?.captcha} loadError={optionsError?.message} value={field.value} onChange={field.onChange} />
                {fieldState.error ? (
                  <div className="tl-field-error" role="alert">
                    {fieldState.error.message}
                  </div>
                ) : null}
              </div>
            )}
          />
          <Button primary type="submit" block loading={submitting} disabled={!captchaAnswer}>
            Sign up
          </Button>
        </fieldset>
      </form>
      <SocialButtons next={arrivalAt(params)} />
      <Text style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        Already have an account? <Link to={withNext('/login', next, params)}>Login</Link>
      </Text>
      <Text secondary style={{ marginTop: 8, marginBottom: 0, textAlign: 'center' }}>
        By signing up you agree to our <Link to="/terms-and-conditions">Terms and Conditions</Link>.
      </Text>
    </AuthCard>
  );
}
