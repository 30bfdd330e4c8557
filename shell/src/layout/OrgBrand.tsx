import { Avatar, Typography } from '@trellis/ui/antd';
import type { MouseEvent } from 'react';
import { useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { goTo, isPlainClick } from '../routing/navigation.ts';
import { isOnThisSite } from '../features/organizations/siteLocation.ts';

/**
 * The current organization's logo and name when it belongs to this site, else the site's own brand: another
 * site's organization never shows inside this site's colours. A long name is cut by the space it has, with the
 * whole name on hover. Right-click opens the organization's people page.
 */
export function OrgBrand() {
  const site = useSite((state) => state.config?.site);
  const currentOrg = useSession((state) => state.identity?.organization ?? null);
  const memberOrg = currentOrg && isOnThisSite(currentOrg.domain) ? currentOrg : null;
  const organization = memberOrg ?? site?.default_organization ?? null;
  const name = organization?.name ?? site?.brand_name ?? '';
  const logo = memberOrg?.logo ?? site?.logo ?? null;
  const logoAlt = memberOrg?.logo ? `${memberOrg.name} logo` : (site?.logo_alt ?? '');

  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    goTo('/');
  };
  const openPeople = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!organization) return;
    event.preventDefault();
    goTo(`/org/${organization.name_slug}/people`);
  };

  return (
    <a
      href="/"
      onClick={goHome}
      onContextMenu={openPeople}
      title={name}
      // The link is named by the name it shows; the logo's words are for those who go through the images.
      aria-label={name || undefined}
      style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}
    >
      <Avatar src={logo ?? undefined} alt={logoAlt} shape="square" style={{ flexShrink: 0 }}>
        {name.charAt(0)}
      </Avatar>
      <Typography.Text strong ellipsis>
        {name}
      </Typography.Text>
    </a>
  );
}
