import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { formErrorMessage } from '@trellis/platform/api-client';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { startSession } from '../../session/startSession.ts';
import { resendFailure, resendOtp, verifyOtp } from './otpCalls.ts';

/** Verify and Resend of the code screen; a verified member leaves for `next` with the fresh tokens and identity. */
export function useVerifyOtp(next: string) {
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function verify(code: string) {
    setError(null);
    setVerifying(true);
    try {
      const tokens = await verifyOtp(code);
      await startSession(tokens);
      bus.emit('toast', { kind: 'success', content: MESSAGES.auth.otpVerified });
      navigateToUrl(next);
    } catch (reason) {
      setError(formErrorMessage(reason));
    } finally {
      setVerifying(false);
    }
  }

  async function resend() {
    setResending(true);
    try {
      await resendOtp();
      bus.emit('toast', { kind: 'success', content: MESSAGES.auth.otpResent });
    } catch (reason) {
      bus.emit('toast', { kind: 'error', content: resendFailure(reason) });
    } finally {
      setResending(false);
    }
  }

  return { verify, verifying, resend, resending, error };
}
