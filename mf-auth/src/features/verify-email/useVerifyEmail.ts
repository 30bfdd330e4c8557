import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { startSession } from '../../session/startSession.ts';
import { verifyEmail } from './verifyEmail.ts';

/** Home two seconds after "Email Verified". */
export const HOME_AFTER_MS = 2000;

export type EmailVerification = 'invalid' | 'verifying' | 'verified' | 'failed';

/** A key is good for one verification; a remount of the screen waits for the same call. */
const verifications = new Map<string, Promise<unknown>>();

function verifyOnce(key: string) {
  let verification = verifications.get(key);
  if (!verification) {
    verification = verifyEmail(key).then(({ access_token, refresh_token }) =>
      startSession({ access: access_token, refresh: refresh_token }),
    );
    verifications.set(key, verification);
  }
  return verification;
}

export function useVerifyEmail(key: string | undefined): EmailVerification {
  const [state, setState] = useState<EmailVerification>(key ? 'verifying' : 'invalid');

  useEffect(() => {
    if (!key) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    verifyOnce(key).then(
      () => {
        if (!current) return;
        setState('verified');
        timer = setTimeout(() => navigateToUrl('/'), HOME_AFTER_MS);
      },
      () => current && setState('failed'),
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);

  return state;
}
