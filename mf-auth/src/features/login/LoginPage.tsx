import { Controller, useForm } from 'react-hook-form';
import { Button, ErrorAlert, PasswordField, Text, TextField } from '@trellis/ui/light';
import { MESSAGES } from '@trellis/contracts/messages';
import { Link, useSearchParams } from '@trellis/ui/router';
import type { LoginRequest } from '@trellis/contracts';
import { AuthCard } from '../../forms/AuthCard.tsx';
import { zodCheck } from '../../forms/zodRule.ts';
import { arrivalAt, nextFrom, withNext } from '../../nextDestination.ts';
import { CaptchaField } from '../../captcha/CaptchaField.tsx';
import { useAuthOptions } from '../../captcha/useAuthOptions.ts';
import { SocialButtons } from '../../social/SocialButtons.tsx';
import { useLogin } from './useLogin.ts';

const rules = {
  email: { validate: zodCheck((c) => c.LoginRequest.shape.email) },
  password: { validate: zodCheck((c) => c.LoginRequest.shape.password) },
  recaptcha_response: { required: MESSAGES.auth.captchaRequired },
};

/** /login?next=…: e-mail and password sign-in. */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = nextFrom(params);
  // Each field is checked as it changes, as well as on submit: its message shows while the visitor types.
  const { register, control, handleSubmit, setValue, formState } = useForm<LoginRequest>({ mode: 'onChange' });
  const { errors } = formState;
  const { submit, submitting, error, needsCaptcha } = useLogin(arrivalAt(params), () =>
    setValue('recaptcha_response', undefined, { shouldValidate: false }),
  );
  const { options, error: optionsError } = useAuthOptions();

  return (
    <AuthCard title="Login">
      <ErrorAlert message={error} />
      <form name="login" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <fieldset className="tl-fieldset" disabled={submitting}>
          <TextField
            label="Email"
            autoComplete="email"
            inputMode="email"
            autoFocus
            error={errors.email?.message}
            {...register('email', rules.email)}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password', rules.password)}
          />
          {needsCaptcha && (
            <Controller
              name="recaptcha_response"
              control={control}
              rules={rules.recaptcha_response}
              render={({ field, fieldState }) => (
                <div className={fieldState.error ? 'tl-field tl-field-with-error' : 'tl-field'}>
                  <CaptchaField
                    captcha={options?.captcha}
                    loadError={optionsError?.message}
                    value={field.value}
                    onChange={field.onChange}
                  />
                  {fieldState.error ? (
                    <div className="tl-field-error" role="alert">
                      {fieldState.error.message}
                    </div>
                  ) : null}
                </div>
              )}
            />
          )}
          <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
            <Link to={withNext('/forgot-password', next, params)}>Forgot password?</Link>
          </div>
          <Button primary type="submit" block loading={submitting}>
            Login
          </Button>
        </fieldset>
      </form>
      <SocialButtons next={arrivalAt(params)} />
      <Text style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        Don&apos;t have an account? <Link to={withNext('/signup', next, params)}>Sign up</Link>
      </Text>
    </AuthCard>
  );
}
