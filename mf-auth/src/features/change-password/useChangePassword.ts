import type { FormInstance } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { useServerErrors } from '@trellis/ui';
import { changePassword } from './changePassword.ts';

export type ChangePasswordValues = { current_password: string; new_password: string; confirm_password: string };

/** The change form's state: field errors from the server go on their fields (a wrong current password, say). */
export function useChangePassword(form: FormInstance<ChangePasswordValues>) {
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const { error, show, clear } = useServerErrors(form);

  async function submit({ current_password, new_password }: ChangePasswordValues) {
    clear();
    setDone(false);
    setSubmitting(true);
    try {
      await changePassword({ current_password, new_password });
      form.resetFields();
      setDone(true);
      bus.emit('toast', { kind: 'success', content: MESSAGES.auth.passwordChanged });
    } catch (reason) {
      show(reason);
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, done, error };
}
