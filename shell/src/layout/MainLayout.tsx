import { Grid, Layout, theme } from '@trellis/ui/antd';
import { Drawer } from '@trellis/ui/antd/frame';
import { useState, type ReactNode } from 'react';
import { ChatButton, ChatDock } from '../features/chat/index.ts';
import { NotificationBell } from '../features/notifications/index.ts';
import { useAdminView } from '../features/organizations/index.ts';
import { usePortalPreferences } from '../features/preferences/index.ts';
import { PoweredBy } from './PoweredBy.tsx';
import { RightPanel } from './RightPanel.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';
import { UpgradeBanner } from './UpgradeBanner.tsx';

const SIDER_WIDTH = 240;

/**
 * Sidebar, top bar and content, and from lg up the right panel. From md up
 * the sidebar stays beside the content; below md it opens in a drawer from
 * the top bar's menu button. In the admin view the sidebar holds the admin
 * menu and the upgrade banner and right panel give way to the dashboard.
 */
/**
 * `pageShown` is false while the guards hold the page back (the offer to join the site, a wait): the right panel,
 * which belongs to the page, stays out until the page is there.
 */
export function MainLayout({ children, pageShown = true }: { children: ReactNode; pageShown?: boolean }) {
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const adminView = useAdminView();
  const preferences = usePortalPreferences();
  const wide = screens.md === true;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {wide && (
        <Layout.Sider
          width={SIDER_WIDTH}
          theme="light"
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflow: 'auto',
            borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Sidebar />
        </Layout.Sider>
      )}
      <Layout>
        <TopBar
          onOpenMenu={wide ? undefined : () => setDrawerOpen(true)}
          actions={
            <>
              <ChatButton />
              <NotificationBell />
            </>
          }
          settingsItems={[preferences.settingsItem]}
        />
        {!adminView && <UpgradeBanner />}
        <Layout style={{ flexDirection: 'row' }}>
          <Layout.Content style={{ padding: wide ? 24 : 16, minWidth: 0 }}>{children}</Layout.Content>
          {screens.lg === true && !adminView && pageShown && <RightPanel />}
        </Layout>
        <PoweredBy />
      </Layout>
      {!wide && (
        <Drawer placement="left" size={SIDER_WIDTH + 40} open={drawerOpen} onClose={() => setDrawerOpen(false)} title="Menu">
          <Sidebar onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <ChatDock />
      {preferences.dialog}
    </Layout>
  );
}
