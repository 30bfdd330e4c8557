import { useEffect, useState } from 'react';
import { fieldErrors, formErrorMessage } from '@trellis/platform/api-client';
import { navigateToUrl } from 'single-spa';
import type { LoginRequest } from '@trellis/contracts';
import { destinationAfterSignIn } from '../../nextDestination.ts';
import { useCurrentIdentity } from '../../session/useCurrentIdentity.ts';
import { signInWithPassword } from './signInWithPassword.ts';

/**
 * The login form's state. Whoever is signed in — on arrival or after
 * submitting — leaves for `next` (or the code screen) from one place, so the
 * two paths cannot disagree. `next` is usually another area's route, hence
 * single-spa's navigateToUrl rather than this remote's router. `clearCaptcha` empties the form's captcha answer.
 */
export function useLogin(next: string, clearCaptcha: () => void) {
  const [submitting, setSubmitting] = useState(false);
  // After repeated failures for an e-mail the server asks for the captcha too; the form shows it from then on.
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  // The sentence of the last refused attempt, shown above the form.
  const [error, setError] = useState<string | null>(null);
  const { identity } = useCurrentIdentity(submitting);

  useEffect(() => {
    if (!submitting && identity) navigateToUrl(destinationAfterSignIn(identity, next));
  }, [submitting, identity, next]);

  async function submit(credentials: LoginRequest) {
    setError(null);
    setSubmitting(true);
    try {
      await signInWithPassword(credentials);
    } catch (reason) {
      // A captcha answer is spent by the attempt that carried it, right or wrong.
      if (credentials.recaptcha_response) clearCaptcha();
      const captchaError = fieldErrors(reason).recaptcha_response;
      if (captchaError) setNeedsCaptcha(true);
      // The captcha's field appears with this answer, so its words go above the form where they are seen.
      setError(formErrorMessage(reason, captchaError));
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, error, needsCaptcha };
}
