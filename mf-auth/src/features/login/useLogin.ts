import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import type { LoginRequest } from '@trellis/shared/contracts';
import { useServerErrors } from '../../forms/useServerErrors.ts';
import { destinationAfterSignIn } from '../../nextDestination.ts';
import { useCurrentIdentity } from '../../session/useCurrentIdentity.ts';
import { signInWithPassword } from './signInWithPassword.ts';

/**
 * The login form's state. Whoever is signed in — on arrival or after
 * submitting — leaves for `next` (or the code screen) from one place, so the
 * two paths cannot disagree. `next` is usually another area's route, hence
 * single-spa's navigateToUrl rather than this remote's router.
 */
export function useLogin(next: string) {
  const [submitting, setSubmitting] = useState(false);
  const { error, show, clear } = useServerErrors();
  const { identity } = useCurrentIdentity(submitting);

  useEffect(() => {
    if (!submitting && identity) navigateToUrl(destinationAfterSignIn(identity, next));
  }, [submitting, identity, next]);

  async function submit(credentials: LoginRequest) {
    clear();
    setSubmitting(true);
    try {
      await signInWithPassword(credentials);
    } catch (reason) {
      show(reason);
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, error };
}
