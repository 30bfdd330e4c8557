import type { FormInstance } from '@trellis/ui/antd/fields';
import { profileFormSchema, type SiteVariant } from '@trellis/contracts';

/**
 * Checks the given fields with the shared profile form schema (the rules the server applies too)
 * and marks each failing field with its first message. Answers the values to send, or null.
 */
export function validateFields(form: FormInstance, variant: SiteVariant, fields: readonly string[], values: Record<string, unknown>) {
  const result = profileFormSchema({ variant }).safeParse(values);
  const issues = result.success ? [] : result.error.issues.filter((issue) => fields.includes(String(issue.path[0])));
  form.setFields(
    fields.map((name) => ({
      name,
      errors: issues
        .filter((issue) => issue.path[0] === name)
        .slice(0, 1)
        .map((issue) => issue.message),
    })),
  );
  if (issues.length) return null;
  const clean = result.success ? (result.data as Record<string, unknown>) : values;
  return Object.fromEntries(
    fields.filter((name) => name in clean || name in values).map((name) => [name, name in clean ? clean[name] : values[name]]),
  );
}

/**
 * After a refused save: brings the first marked field of the form's order into view and puts the
 * cursor in it, since the form may be longer than the screen. Answers how many fields are marked.
 */
export function revealFirstError(form: FormInstance, fields: readonly string[]): number {
  const marked = fields.filter((name) => form.getFieldError(name).length > 0);
  if (marked[0]) form.scrollToField(marked[0], { block: 'center', behavior: 'smooth', focus: true });
  return marked.length;
}
