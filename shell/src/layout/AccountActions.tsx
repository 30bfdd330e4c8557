import { LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, type MenuProps } from 'antd';
import { navigateToUrl } from 'single-spa';
import { isSignedIn, useSession } from '@trellis/shared/session';
import { logout } from '../session/logout.ts';
import { useLocation } from '../routing/useLocation.ts';

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

/** The settings menu of a signed-in member; Verify OTP, Portal Preferences, Membership and Account join it later. */
function SettingsMenu() {
  const identity = useSession((state) => state.identity);
  const items: MenuProps['items'] = [{ key: 'logout', label: 'Logout', icon: <LogoutOutlined /> }];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void logout();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label="Settings" icon={<SettingOutlined />}>
        {identity && <Avatar size="small" src={identity.profile.picture ?? undefined}>{identity.first_name.charAt(0)}</Avatar>}
      </Button>
    </Dropdown>
  );
}

export function AccountActions() {
  const signedIn = useSession(isSignedIn);
  const isTrial = useSession((state) => state.identity?.is_trial_user ?? false);
  return signedIn && !isTrial ? <SettingsMenu /> : <VisitorActions />;
}
