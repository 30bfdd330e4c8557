import { Flex } from '@trellis/ui/antd';
import { addStyles } from '@trellis/ui/root';
import { useId, useState, type MouseEvent } from 'react';
import { useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { useRegistry } from '../composition/registry.ts';
import { AdminViewToggle, useAdminView } from '../features/organizations/index.ts';
import { goTo, isPlainClick } from '../routing/navigation.ts';
import { useLocation } from '../routing/useLocation.ts';
import { ProfileCard } from './ProfileCard.tsx';
import { SIDE_NAV_STYLES } from './sideNavStyles.ts';
import { adminEntries, selectedEntryPath, sidebarEntries, type SidebarEntry } from './sidebarEntries.tsx';

addStyles(SIDE_NAV_STYLES);

type ItemProps = { entry: SidebarEntry; selected: string | null; onNavigate?: () => void };

function NavLink({ entry, selected, onNavigate }: ItemProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    goTo(entry.path);
    onNavigate?.();
  };
  return (
    <li>
      <a className="ts-nav-item" href={entry.path} onClick={follow} aria-current={entry.path === selected ? 'page' : undefined}>
        {entry.icon && <span aria-hidden>{entry.icon}</span>}
        <span className="ts-nav-label">{entry.label}</span>
      </a>
    </li>
  );
}

/** A group of entries under a heading that shows or hides them; groups start open, as the menu's always have. */
function NavGroup({ entry, selected, onNavigate }: ItemProps) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <li>
      <button type="button" className="ts-nav-item" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <span aria-hidden>{entry.icon}</span>
        <span className="ts-nav-label">{entry.label}</span>
        <span className="ts-nav-chevron" aria-hidden />
      </button>
      <ul id={id} className="ts-nav-group-items" hidden={!open}>
        {entry.children!.map((child) => (
          <NavLink key={child.path} entry={child} selected={selected} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The left menu of the main layout, or of the admin layout in the admin view; the mobile drawer renders the same menu.
 * A list of links, the entry of the current page marked as such, so it is read and walked as any site's navigation is.
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const config = useSite((state) => state.config);
  const identity = useSession((state) => state.identity);
  const { pathname, search } = useLocation();
  const remotes = useRegistry((state) => state.remotes);
  const adminView = useAdminView();
  const entries = adminView ? adminEntries(remotes, config) : sidebarEntries(remotes, config, identity);
  const selected = selectedEntryPath(entries, pathname, search);

  return (
    <Flex vertical>
      <ProfileCard onNavigate={onNavigate} />
      <nav aria-label={adminView ? 'Admin menu' : 'Main menu'}>
        <ul className="ts-nav">
          {entries.map((entry) =>
            entry.children ? (
              <NavGroup key={entry.path} entry={entry} selected={selected} onNavigate={onNavigate} />
            ) : (
              <NavLink key={entry.path} entry={entry} selected={selected} onNavigate={onNavigate} />
            ),
          )}
        </ul>
      </nav>
      <AdminViewToggle onNavigate={onNavigate} />
    </Flex>
  );
}
