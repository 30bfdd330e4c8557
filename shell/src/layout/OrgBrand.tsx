import type { MouseEvent } from 'react';
import { useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { goTo, isPlainClick } from '../routing/navigation.ts';
import { isOnThisSite } from '../features/organizations/siteLocation.ts';

/** antd's 32-pixel square avatar, whose transparent border frames the picture. */
const LOGO = {
  flexShrink: 0,
  boxSizing: 'border-box',
  width: 32,
  height: 32,
  border: '1px solid transparent',
  borderRadius: 6,
  objectFit: 'cover',
} as const;
/** antd's avatar without a picture: the name's initial in white on the placeholder grey. */
const INITIAL = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0, 0, 0, 0.58)',
  color: '#fff',
} as const;
const NAME = {
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontWeight: 600,
  color: 'var(--tl-text, rgba(0, 0, 0, 0.88))',
} as const;

/**
 * The current organization's logo and name when it belongs to this site, else the site's own brand: another
 * site's organization never shows inside this site's colours. A long name is cut by the space it has, with the
 * whole name on hover. Right-click opens the organization's people page. Plain elements with antd's avatar and strong
 * text looks: the sign-in screens show the brand and load no antd.
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
      style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, textDecoration: 'none' }}
    >
      {logo ? (
        <img src={logo} alt={logoAlt} style={LOGO} />
      ) : (
        <span aria-hidden="true" style={{ ...LOGO, ...INITIAL }}>
          {name.charAt(0)}
        </span>
      )}
      <strong style={NAME}>{name}</strong>
    </a>
  );
}
