import type { FormInstance } from 'antd';
import { useState } from 'react';
import { ApiError, fieldErrors, formErrorMessage } from '@trellis/shared/api-client';
import { bus } from '@trellis/shared/events';
import { MESSAGES } from '@trellis/shared/messages';
import { changePassword } from './changePassword.ts';

export type ChangePasswordValues = { current_password: string; new_password: string; confirm_password: string };

/** The change form's state: field errors from the server go on their fields (a wrong current password, say). */
export function useChangePassword(form: FormInstance<ChangePasswordValues>) {
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit({ current_password, new_password }: ChangePasswordValues) {
    setError(null);
    setDone(false);
    setSubmitting(true);
    try {
      await changePassword({ current_password, new_password });
      form.resetFields();
      setDone(true);
      bus.emit('toast', { kind: 'success', content: MESSAGES.auth.passwordChanged });
    } catch (reason) {
      const fields = fieldErrors(reason);
      form.setFields(Object.entries(fields).map(([name, message]) => ({ name: name as keyof ChangePasswordValues, errors: [message] })));
      const detail = reason instanceof ApiError ? reason.body.detail : undefined;
      if (Object.keys(fields).length === 0) setError(formErrorMessage(reason, detail));
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, done, error };
}
