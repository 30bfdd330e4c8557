import { Alert } from '@trellis/ui/antd';
import type { ReactNode } from 'react';

/** The sentence of a refused submit, above the form; nothing while there is none. */
export function ServerErrorAlert({ error, action }: { error: string | null; action?: ReactNode }) {
  return error ? <Alert type="error" showIcon title={error} action={action} style={{ marginBottom: 16 }} /> : null;
}
