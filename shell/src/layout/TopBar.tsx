import { MenuOutlined, MoreOutlined } from '@trellis/ui/icons/frame';
import { Button, Flex, Layout, theme } from '@trellis/ui/antd';
import { Popover } from '@trellis/ui/antd/frame';
import type { ReactNode } from 'react';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { OrganizationSwitcher, RoleSelector } from '../features/organizations/index.ts';
import { AccountActions, type SettingsItem } from './AccountActions.tsx';
import { NavbarLocation } from './NavbarLocation.tsx';
import { OrgBrand } from './OrgBrand.tsx';
import { TopBarActions } from './TopBarActions.tsx';

/** Below md the switcher, role selector and location move into an overflow menu. */
function MobileOverflowMenu({ children }: { children: ReactNode }) {
  return (
    <Popover
      trigger="click"
      // Centred under its button: anchored at the button's right edge, its labelled entries ran past the phone's left edge.
      placement="bottom"
      content={
        <Flex vertical gap={8}>
          {children}
        </Flex>
      }
    >
      <Button type="text" aria-label="More" icon={<MoreOutlined />} />
    </Popover>
  );
}

/**
 * The top bar: menu button (below md),
 * organization brand and switcher, location, role selector, the popovers of
 * `actions` in order, and the settings menu or Login and Signup.
 */
export function TopBar({
  onOpenMenu,
  actions,
  settingsItems,
}: {
  onOpenMenu?: () => void;
  actions?: ReactNode;
  settingsItems?: SettingsItem[];
}) {
  const { token } = theme.useToken();
  const signedIn = useSession(isSignedIn);
  const narrow = onOpenMenu !== undefined;
  const memberTools = signedIn && (
    <>
      <OrganizationSwitcher showLabel={narrow} />
      <NavbarLocation />
      <RoleSelector />
    </>
  );
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
      {narrow && <Button type="text" aria-label="Open menu" icon={<MenuOutlined />} onClick={onOpenMenu} />}
      <OrgBrand />
      <Flex flex="1 0 auto" justify="flex-end" align="center" gap={8}>
        {memberTools && (narrow ? <MobileOverflowMenu>{memberTools}</MobileOverflowMenu> : memberTools)}
        <TopBarActions>{actions}</TopBarActions>
        <AccountActions settingsItems={settingsItems} />
      </Flex>
    </Layout.Header>
  );
}
