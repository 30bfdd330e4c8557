import { Flex, Layout } from '@trellis/ui/antd';
import type { ReactNode } from 'react';
import { OrgBrand } from './OrgBrand.tsx';

/** The brand's row keeps its height whether or not the site's logo and name have arrived. */
const BRAND_HEIGHT = 32;

/**
 * Signed-out visitors on the auth routes see the screen on its own, without sidebar or top bar. The column
 * starts at a fixed distance from the top rather than centred: centred, it moved up as the screen below
 * the brand arrived and grew, under the visitor's thumb.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
        <Flex vertical gap={24} style={{ width: '100%', maxWidth: 560, paddingBlockStart: 'min(6vh, 48px)' }}>
          <Flex justify="center" style={{ height: BRAND_HEIGHT }}>
            <OrgBrand />
          </Flex>
          {children}
        </Flex>
      </Layout.Content>
    </Layout>
  );
}
