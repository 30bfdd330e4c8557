import type { FormInstance } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { useNavigate } from '@trellis/ui/router';
import { bus } from '@trellis/platform/events';
import { MESSAGES } from '@trellis/contracts/messages';
import { useServerErrors } from '@trellis/ui';
import { resetPassword } from './resetPassword.ts';

type Values = { new_password: string; confirm_password: string };

/**
 * The reset form's state; success goes to /login with the confirmation. A refused
 * password is shown on its field, anything else as the server's sentence (an invalid link, say).
 */
export function useResetPassword(token: string, form: FormInstance<Values>) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const { error, show, clear } = useServerErrors(form);

  async function submit(values: Values) {
    clear();
    setSubmitting(true);
    try {
      await resetPassword({ token, ...values });
      bus.emit('toast', { kind: 'success', content: MESSAGES.auth.passwordChanged });
      navigate('/login');
    } catch (reason) {
      show(reason, MESSAGES.auth.resetLinkInvalid);
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, error };
}
