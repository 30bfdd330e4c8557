import { useState } from 'react';
import type { ForgotPasswordRequest } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { requestRecovery } from './requestRecovery.ts';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** One sentence for success, one for any failure. */
export function useForgotPassword() {
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(values: ForgotPasswordRequest) {
    setOutcome(null);
    setSubmitting(true);
    try {
      await requestRecovery(values);
      setOutcome({ kind: 'success', text: MESSAGES.auth.recoverySent });
    } catch {
      setOutcome({ kind: 'error', text: MESSAGES.auth.recoveryFailed });
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, outcome };
}
