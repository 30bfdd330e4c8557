import type { FormInstance } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { fieldErrors, formErrorMessage } from '@trellis/platform/api-client';

type FieldName<Values> = Parameters<FormInstance<Values>['setFields']>[0][number]['name'];

/** Puts each message on the field of the same name. */
export function setFieldErrors<Values>(form: FormInstance<Values>, fields: Record<string, string>) {
  form.setFields(Object.entries(fields).map(([name, message]) => ({ name: name as FieldName<Values>, errors: [message] })));
}

export type ServerErrorOptions = {
  /** The sentence when the server's answer has no words of its own (see formErrorMessage). */
  fallback?: string;
  /** The server names the form's fields under this prefix (`answers.` for `answers.12`); other fields are not the form's. */
  prefix?: string;
};

/**
 * What a form shows of a refused submit: the first message of each server field error goes on its field, and
 * answers null; a refusal without one answers its one sentence (formErrorMessage), for the form to show above or
 * beside its button.
 */
export function showServerErrors<Values>(form: FormInstance<Values>, reason: unknown, { fallback, prefix = '' }: ServerErrorOptions = {}) {
  const mine = Object.entries(fieldErrors(reason)).filter(([name]) => name.startsWith(prefix));
  if (mine.length === 0) return formErrorMessage(reason, fallback);
  setFieldErrors(form, Object.fromEntries(mine.map(([name, message]) => [name.slice(prefix.length), message])));
  return null;
}

/**
 * The sentence a form shows of its last refused submit (ServerErrorAlert shows it). Given `form`, the server's field
 * errors go on their fields instead, as showServerErrors does.
 */
export function useServerErrors<Values>(form?: FormInstance<Values>) {
  const [error, setError] = useState<string | null>(null);

  function show(reason: unknown, fallback?: string) {
    setError(form ? showServerErrors(form, reason, { fallback }) : formErrorMessage(reason, fallback));
  }

  return { error, show, clear: () => setError(null) };
}
