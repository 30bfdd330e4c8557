import type { FormInstance } from '@trellis/ui/antd';
import { useState } from 'react';
import { ApiError, fieldErrors, formErrorMessage } from '@trellis/platform/api-client';

type FieldName<Values> = Parameters<FormInstance<Values>['setFields']>[0][number]['name'];

/** Puts the first message of each server field error on its field. */
export function setFieldErrors<Values>(form: FormInstance<Values>, fields: Record<string, string>) {
  form.setFields(Object.entries(fields).map(([name, message]) => ({ name: name as FieldName<Values>, errors: [message] })));
}

/**
 * What a form shows of a refused submit. Given `form`, the server's field errors
 * go on their fields. A refusal without any is one sentence above the form: the
 * server's message or first non_field_errors, else its detail (the words of a
 * 401 or 429), else `fallback`.
 */
export function useServerErrors<Values>(form?: FormInstance<Values>) {
  const [error, setError] = useState<string | null>(null);

  function show(reason: unknown, fallback?: string) {
    const fields = form ? fieldErrors(reason) : {};
    if (form && Object.keys(fields).length > 0) {
      setFieldErrors(form, fields);
    } else {
      const detail = reason instanceof ApiError ? reason.body.detail : undefined;
      setError(formErrorMessage(reason, detail || fallback));
    }
  }

  return { error, show, clear: () => setError(null) };
}
