import {
  AppstoreOutlined,
  BulbOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CompassOutlined,
  CrownOutlined,
  GiftOutlined,
  GlobalOutlined,
  HeartOutlined,
  NotificationOutlined,
  ReadOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@trellis/ui/icons/frame';
import type { ReactNode } from 'react';
import type { AppConfig, Identity, MenuCondition, MenuEntry, MenuIcon, RemoteEntry } from '@trellis/contracts';

export type SidebarEntry = { path: string; label: string; icon?: ReactNode; children?: SidebarEntry[] };

/** The icon each name of a remote's menu entry stands for. */
const MENU_ICONS: Record<MenuIcon, ReactNode> = {
  appstore: <AppstoreOutlined />,
  bulb: <BulbOutlined />,
  calendar: <CalendarOutlined />,
  'check-square': <CheckSquareOutlined />,
  compass: <CompassOutlined />,
  crown: <CrownOutlined />,
  gift: <GiftOutlined />,
  global: <GlobalOutlined />,
  heart: <HeartOutlined />,
  notification: <NotificationOutlined />,
  read: <ReadOutlined />,
  robot: <RobotOutlined />,
  'safety-certificate': <SafetyCertificateOutlined />,
  shopping: <ShoppingOutlined />,
  team: <TeamOutlined />,
  user: <UserOutlined />,
};

/** Whether what an entry waits for holds: a site flag, plans to sell, a member who still has to verify, or a member at all. */
function holds(condition: MenuCondition, config: AppConfig | null, identity: Identity | null): boolean {
  switch (condition) {
    case 'show_job_menu':
      return Boolean(config?.ui.show_job_menu);
    case 'show_connect_menu':
      return Boolean(config?.ui.show_connect_menu);
    case 'has_subscription_plans':
      return Boolean(config?.has_subscription_plans);
    case 'unverified':
      return Boolean(identity && !identity.is_verified);
    case 'signed_in':
      return Boolean(identity && !identity.is_trial_user);
  }
}

/** Every remote's entries, in the order they ask for, without those whose condition does not hold. */
function menuOf(entries: MenuEntry[], config: AppConfig | null, identity: Identity | null): SidebarEntry[] {
  return entries
    .filter((entry) => !entry.when || holds(entry.when, config, identity))
    .sort((a, b) => a.order - b.order)
    .map(({ path, label, icon, children }) => ({ path, label, icon: MENU_ICONS[icon], ...(children ? { children } : {}) }));
}

/** The main layout's menu: the entries the registry's remotes contribute. */
export function sidebarEntries(remotes: readonly RemoteEntry[], config: AppConfig | null, identity: Identity | null): SidebarEntry[] {
  return menuOf(
    remotes.flatMap((remote) => remote.menu),
    config,
    identity,
  );
}

/** The admin layout's menu. */
export function adminEntries(remotes: readonly RemoteEntry[], config: AppConfig | null): SidebarEntry[] {
  return menuOf(
    remotes.flatMap((remote) => remote.admin_menu),
    config,
    null,
  );
}

function matches(entryPath: string, pathname: string, search: string): number {
  const target = new URL(entryPath, 'http://trellis.invalid');
  const base = target.pathname;
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return -1;
  const current = new URLSearchParams(search);
  for (const [key, value] of target.searchParams) if (current.get(key) !== value) return -1;
  return entryPath.length;
}

/** The entry the current location belongs to: the most specific one that matches. */
export function selectedEntryPath(entries: SidebarEntry[], pathname: string, search: string): string | null {
  let best: string | null = null;
  let score = -1;
  for (const entry of entries.flatMap((item) => [item, ...(item.children ?? [])])) {
    const entryScore = matches(entry.path, pathname, search);
    if (entryScore > score) {
      best = entry.path;
      score = entryScore;
    }
  }
  return best;
}
