import type { UseFormReturn } from 'react-hook-form';
import { useState } from 'react';
import { useNavigate } from '@trellis/ui/router';
import type { RegisterRequest } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { withNext } from '../../nextDestination.ts';
import { startSession } from '../../session/startSession.ts';
import { register } from './register.ts';
import { signupFailure } from './signupErrors.ts';

/** Seconds the registration toast stays up. */
const SUCCESS_TOAST_SECONDS = 15;

/**
 * Submits the signup form. A new account is signed in with the answered
 * tokens when the server says so and goes to the code screen, keeping next;
 * otherwise to /login. A captcha answer is good for one try, so any failure
 * clears it.
 */
export function useSignup(form: UseFormReturn<RegisterRequest>, next: string) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  async function submit(values: RegisterRequest) {
    setSubmitting(true);
    try {
      const answer = await register(values);
      bus.emit('toast', { kind: 'success', content: MESSAGES.auth.signupSuccess, durationSeconds: SUCCESS_TOAST_SECONDS });
      if (answer.redirect_to_login) {
        await startSession(answer);
        navigate(withNext('/verify-otp', next));
      } else {
        navigate(withNext('/login', next));
      }
    } catch (error) {
      const { toast, fields } = signupFailure(error);
      for (const [name, message] of Object.entries(fields)) form.setError(name as keyof RegisterRequest, { type: 'server', message });
      form.setValue('recaptcha_response', '');
      bus.emit('toast', { kind: 'error', content: toast });
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting };
}
