import { Drawer, Grid, Layout, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';

const SIDER_WIDTH = 240;

/**
 * Sidebar, top bar and content. From md up the sidebar stays beside the
 * content; below md it opens in a drawer from the top bar's menu button.
 * The right panel (lg and up) and the chat dock take their places here later.
 */
export function MainLayout({ children }: { children: ReactNode }) {
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wide = screens.md === true;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {wide && (
        <Layout.Sider
          width={SIDER_WIDTH}
          theme="light"
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto', borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
        >
          <Sidebar />
        </Layout.Sider>
      )}
      <Layout>
        <TopBar onOpenMenu={wide ? undefined : () => setDrawerOpen(true)} />
        <Layout.Content style={{ padding: wide ? 24 : 16, minWidth: 0 }}>{children}</Layout.Content>
      </Layout>
      {!wide && (
        <Drawer placement="left" size={SIDER_WIDTH + 40} open={drawerOpen} onClose={() => setDrawerOpen(false)} title="Menu">
          <Sidebar onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
    </Layout>
  );
}
