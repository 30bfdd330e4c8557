import type { GroupDetail } from '@trellis/contracts';

export const ORGANIZATION_TABS = [
  'overview',
  'people',
  'circles',
  'events',
  'resources',
  'posts',
  'donate',
  'jobs',
  'admin',
  'impact',
] as const;
export type OrganizationTab = (typeof ORGANIZATION_TABS)[number];

export const TAB_LABELS: Record<OrganizationTab, string> = {
  overview: 'Overview',
  people: 'People',
  circles: 'Circles',
  events: 'Events',
  resources: 'Resources',
  posts: 'Posts',
  donate: 'Donate',
  jobs: 'Job Board',
  admin: 'Admin',
  impact: 'AI Impact',
};

export type TabContext = {
  organization: Pick<GroupDetail, 'is_admin' | 'is_influencer' | 'membership_status'>;
  signedIn: boolean;
  /** The site shows its job board. */
  showJobMenu: boolean;
  /** The organization takes donations. */
  takesDonations: boolean;
};

/**
 * The tabs a viewer sees: an influencer organization shows Overview and AI Impact to everyone; any other shows its tabs
 * only to a signed-in member or administrator (Donate when it takes donations, Job Board when the site has one, Admin
 * for administrators); everyone else sees the overview alone, without tabs.
 */
export function visibleTabs({ organization, signedIn, showJobMenu, takesDonations }: TabContext): OrganizationTab[] {
  if (organization.is_influencer) return ['overview', 'impact'];
  const belongs = signedIn && (organization.membership_status === 'accepted' || organization.is_admin);
  if (!belongs) return [];
  return ORGANIZATION_TABS.filter((tab) => {
    if (tab === 'impact') return false;
    if (tab === 'donate') return takesDonations;
    if (tab === 'jobs') return showJobMenu;
    if (tab === 'admin') return organization.is_admin;
    return true;
  });
}

/** The tab an address names: /org/{slug} is the overview, /org/{slug}/{tab} the others. */
export function tabOfPath(pathname: string, slug: string): OrganizationTab {
  const rest = pathname.split(`/org/${slug}`)[1]?.replace(/^\/|\/$/g, '') ?? '';
  return (ORGANIZATION_TABS as readonly string[]).includes(rest) ? (rest as OrganizationTab) : 'overview';
}
