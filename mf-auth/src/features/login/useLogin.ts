import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { api } from '@trellis/shared/api-client';
import { Identity, PATHS, type LoginRequest } from '@trellis/shared/contracts';
import { useSession } from '@trellis/shared/session';
import { destinationAfterSignIn } from '../../nextDestination.ts';
import { loginErrorMessage, signInWithPassword } from './signInWithPassword.ts';

/**
 * The login form's state. Whoever is signed in — on arrival or after
 * submitting — leaves for `next` (or the code screen) from one place, so the
 * two paths cannot disagree. `next` is usually another area's route, hence
 * single-spa's navigateToUrl rather than this remote's router.
 */
export function useLogin(next: string) {
  const accessToken = useSession((state) => state.accessToken);
  const identity = useSession((state) => state.identity);
  const setIdentity = useSession((state) => state.setIdentity);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (submitting || !accessToken) return;
    if (identity) {
      navigateToUrl(destinationAfterSignIn(identity, next));
      return;
    }
    // Tokens from an earlier visit, identity not loaded yet: read it to know where to go.
    let cancelled = false;
    api
      .get(PATHS.identity)
      .then((raw) => {
        if (!cancelled) setIdentity(Identity.parse(raw));
      })
      .catch(() => {
        // The API client already signed out an expired session; the form stays.
      });
    return () => {
      cancelled = true;
    };
  }, [submitting, accessToken, identity, next, setIdentity]);

  async function submit(credentials: LoginRequest) {
    setError(null);
    setSubmitting(true);
    try {
      await signInWithPassword(credentials);
    } catch (reason) {
      setError(loginErrorMessage(reason));
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, error };
}
