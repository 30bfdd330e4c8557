import { Flex, Layout } from '@trellis/shared/antd';
import type { ReactNode } from 'react';
import { OrgBrand } from './OrgBrand.tsx';

/** Signed-out visitors on the auth routes see the screen centred on its own, without sidebar or top bar. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
        <Flex vertical gap={24} style={{ width: '100%', maxWidth: 560, marginBlock: 'auto' }}>
          <Flex justify="center">
            <OrgBrand />
          </Flex>
          {children}
        </Flex>
      </Layout.Content>
    </Layout>
  );
}
