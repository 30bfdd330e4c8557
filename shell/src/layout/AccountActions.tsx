import { CrownOutlined, LogoutOutlined, SafetyCertificateOutlined, SettingOutlined, UserOutlined } from '@trellis/ui/icons/frame';
import { Avatar, Button, Flex } from '@trellis/ui/antd';
import { Dropdown, type MenuProps } from '@trellis/ui/antd/frame';
import type { ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import { signOut } from '@trellis/platform/api-client';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { goTo } from '../routing/navigation.ts';
import { useLocation } from '../routing/useLocation.ts';

/** An entry another shell feature adds to the settings menu, such as Portal Preferences. */
export type SettingsItem = { key: string; label: string; icon?: ReactNode; onSelect(): void };

/** Login and Signup for visitors and trial users, each bringing them back here afterwards. */
function VisitorActions() {
  const { path } = useLocation();
  const next = encodeURIComponent(path);
  return (
    <Flex gap={8}>
      <Button onClick={() => navigateToUrl(`/login?next=${next}`)}>Login</Button>
      <Button type="primary" onClick={() => navigateToUrl(`/signup?next=${next}`)}>
        Signup
      </Button>
    </Flex>
  );
}

/**
 * The settings menu of a signed-in member:
 * Verify OTP, Portal Preferences, Membership, Account, Logout. Portal
 * Preferences arrives through `extraItems`, in its place after Verify OTP.
 */
function SettingsMenu({ extraItems }: { extraItems: SettingsItem[] }) {
  const identity = useSession((state) => state.identity);
  const hasPlans = useSite((state) => state.config?.has_subscription_plans ?? false);
  const paths: Record<string, string> = { 'verify-otp': '/verify-otp', membership: '/membership' };
  if (identity) paths.account = `/profile/${identity.profile.name_slug}/account`;

  const items: MenuProps['items'] = [
    identity && !identity.is_verified ? { key: 'verify-otp', label: 'Verify OTP', icon: <SafetyCertificateOutlined /> } : null,
    ...extraItems.map(({ key, label, icon }) => ({ key, label, icon })),
    hasPlans ? { key: 'membership', label: 'Membership', icon: <CrownOutlined /> } : null,
    identity ? { key: 'account', label: 'Account', icon: <UserOutlined /> } : null,
    { key: 'logout', label: 'Logout', icon: <LogoutOutlined /> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') return void signOut();
    const path = paths[key];
    if (path) return goTo(path);
    extraItems.find((item) => item.key === key)?.onSelect();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label="Settings" icon={<SettingOutlined />}>
        {identity && (
          <Avatar size="small" src={identity.profile.picture ?? undefined}>
            {identity.first_name.charAt(0)}
          </Avatar>
        )}
      </Button>
    </Dropdown>
  );
}

export function AccountActions({ settingsItems = [] }: { settingsItems?: SettingsItem[] }) {
  const signedIn = useSession(isSignedIn);
  const isTrial = useSession((state) => state.identity?.is_trial_user ?? false);
  return signedIn && !isTrial ? <SettingsMenu extraItems={settingsItems} /> : <VisitorActions />;
}
