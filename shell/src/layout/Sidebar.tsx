import { Flex } from '@trellis/ui/antd';
import { Menu, type MenuProps } from '@trellis/ui/antd/frame';
import type { MouseEvent } from 'react';
import { useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { useRegistry } from '../composition/registry.ts';
import { AdminViewToggle, useAdminView } from '../features/organizations/index.ts';
import { goTo, isPlainClick } from '../routing/navigation.ts';
import { useLocation } from '../routing/useLocation.ts';
import { ProfileCard } from './ProfileCard.tsx';
import { adminEntries, selectedEntryPath, sidebarEntries, type SidebarEntry } from './sidebarEntries.tsx';

type MenuItem = Required<MenuProps>['items'][number];

function toItem(entry: SidebarEntry, onNavigate?: () => void): MenuItem {
  if (entry.children) {
    return {
      key: `group:${entry.path}`,
      label: entry.label,
      icon: entry.icon,
      children: entry.children.map((child) => toItem(child, onNavigate)),
    };
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    goTo(entry.path);
    onNavigate?.();
  };
  return {
    key: entry.path,
    icon: entry.icon,
    label: (
      <a href={entry.path} onClick={follow}>
        {entry.label}
      </a>
    ),
  };
}

/** The left menu of the main layout, or of the admin layout in the admin view; the mobile drawer renders the same menu. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const config = useSite((state) => state.config);
  const identity = useSession((state) => state.identity);
  const { pathname, search } = useLocation();
  const remotes = useRegistry((state) => state.remotes);
  const adminView = useAdminView();
  const entries = adminView ? adminEntries(remotes, config) : sidebarEntries(remotes, config, identity);
  const selected = selectedEntryPath(entries, pathname, search);
  const openGroups = entries.filter((entry) => entry.children).map((entry) => `group:${entry.path}`);

  return (
    <Flex vertical>
      <ProfileCard onNavigate={onNavigate} />
      <nav aria-label={adminView ? 'Admin menu' : 'Main menu'}>
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          defaultOpenKeys={openGroups}
          items={entries.map((entry) => toItem(entry, onNavigate))}
          style={{ borderInlineEnd: 'none' }}
        />
      </nav>
      <AdminViewToggle onNavigate={onNavigate} />
    </Flex>
  );
}
