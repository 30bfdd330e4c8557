import type { ReactNode } from 'react';
import { MESSAGES } from '@trellis/contracts/messages';
import { useIdentity } from '@trellis/platform/api-client';
import { Result } from '@trellis/ui/antd';

/** Staff pages: anyone else is told in words that the page is not theirs (the server refuses them as well). */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { identity } = useIdentity();
  if (!identity?.is_staff) return <Result status="403" title="403" subTitle={MESSAGES.http.forbidden} />;
  return children;
}
