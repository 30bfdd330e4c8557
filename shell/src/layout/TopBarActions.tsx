import { Flex } from '@trellis/ui/antd';
import type { ReactNode } from 'react';

/**
 * The top bar's popovers (messages, notifications), in the order given,
 * between the role selector and the settings menu.
 */
export function TopBarActions({ children }: { children?: ReactNode }) {
  return (
    <Flex align="center" gap={4}>
      {children}
    </Flex>
  );
}
