import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
import { AccountActions } from './AccountActions.tsx';
import { OrgBrand } from './OrgBrand.tsx';

/**
 * The top bar: menu button (below md), organization brand, and the actions
 * on the right. The organization switcher, role selector, message and
 * notification popovers belong between the brand and the account actions.
 */
export function TopBar({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        paddingInline: 16,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {onOpenMenu && <Button type="text" aria-label="Open menu" icon={<MenuOutlined />} onClick={onOpenMenu} />}
      <OrgBrand />
      <Flex flex="1 0 auto" justify="flex-end" align="center" gap={8}>
        <AccountActions />
      </Flex>
    </Layout.Header>
  );
}
