import { Empty } from '@trellis/ui/antd';
import type { ReactNode } from 'react';

/** An empty list, in the platform's own words. */
export function EmptyState({ description, children }: { description: string; children?: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
      {children}
    </Empty>
  );
}
