import {
  AppstoreOutlined,
  BulbOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CompassOutlined,
  CrownOutlined,
  GlobalOutlined,
  HeartOutlined,
  NotificationOutlined,
  ReadOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@trellis/shared/icons';
import type { ReactNode } from 'react';
import type { AppConfig, Identity } from '@trellis/shared/contracts';

export type SidebarEntry = { path: string; label: string; icon?: ReactNode; children?: SidebarEntry[] };

/**
 * The main layout's menu:
 * jobs, connect and membership depend on the site's flags, Verify OTP on the
 * member still having to verify.
 */
export function sidebarEntries(config: AppConfig | null, identity: Identity | null): SidebarEntry[] {
  const ui = config?.ui;
  const entries: (SidebarEntry | false | null | undefined)[] = [
    identity && !identity.is_verified && { path: '/verify-otp', label: 'Verify OTP', icon: <SafetyCertificateOutlined /> },
    { path: '/careergps', label: 'CareerGPS', icon: <CompassOutlined /> },
    { path: '/usecases', label: 'AI Use Case', icon: <BulbOutlined /> },
    { path: '/circles', label: 'Career Circle', icon: <TeamOutlined /> },
    { path: '/events', label: 'Events', icon: <CalendarOutlined /> },
    ui?.show_job_menu && { path: '/jobs', label: 'Jobs', icon: <ShoppingOutlined /> },
    { path: '/posts', label: "What's happening", icon: <NotificationOutlined /> },
    { path: '/resourcehub', label: 'Resource Hub', icon: <ReadOutlined /> },
    { path: '/ai-tools', label: 'AI Tools', icon: <RobotOutlined /> },
    ui?.show_connect_menu && {
      path: '/connect',
      label: 'Connect',
      icon: <GlobalOutlined />,
      children: [
        { path: '/connect?connection=organization', label: 'Organizations' },
        { path: '/connect?connection=user', label: 'People' },
      ],
    },
    { path: '/favorites', label: 'Favorites', icon: <HeartOutlined /> },
    { path: '/my', label: 'My Items', icon: <AppstoreOutlined /> },
    config?.has_subscription_plans && { path: '/membership', label: 'Membership', icon: <CrownOutlined /> },
  ];
  return entries.filter((entry): entry is SidebarEntry => Boolean(entry));
}

/** The admin layout's menu; Jobs again depends on show_job_menu. */
export function adminEntries(config: AppConfig | null): SidebarEntry[] {
  const entries: (SidebarEntry | false | undefined)[] = [
    { path: '/admin-dashboard/todos', label: 'Todos', icon: <CheckSquareOutlined /> },
    { path: '/admin-dashboard/members', label: 'User Management', icon: <UserOutlined /> },
    { path: '/admin-dashboard/usecases', label: 'AI Use Case', icon: <BulbOutlined /> },
    config?.ui.show_job_menu && { path: '/admin-dashboard/jobs', label: 'Jobs', icon: <ShoppingOutlined /> },
    { path: '/admin-dashboard/resources', label: 'Resources', icon: <ReadOutlined /> },
    { path: '/admin-dashboard/ai-tools', label: 'AI Tools', icon: <RobotOutlined /> },
  ];
  return entries.filter((entry): entry is SidebarEntry => Boolean(entry));
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
