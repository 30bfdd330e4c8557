import type { RecommendedEntityType } from '@trellis/contracts';
import { matchesPrefix } from '@trellis/contracts/remote-routing';

/** Pages whose right panel holds 'Recommendations for you', and the kind each recommends: its own. */
const RECOMMENDATIONS_BY_PAGE: readonly (readonly [prefix: string, kind: RecommendedEntityType])[] = [
  ['/circles', 'circle'],
  ['/circle', 'circle'],
  ['/events', 'event'],
  ['/event', 'event'],
  ['/connect', 'user'],
  ['/resourcehub', 'resource'],
  ['/resource', 'resource'],
  ['/jobs', 'job'],
  ['/job', 'job'],
  ['/usecases', 'use_case'],
  ['/usecase', 'use_case'],
  ['/ai-tools', 'ai_tool'],
  ['/ai-tool', 'ai_tool'],
];

/**
 * The kind of recommendations the shell shows in the right panel on this page, or null where the area owning the page
 * fills the panel itself (CareerGPS holds Ask Anything, and an agent's page chat or recommendations by the agent) or
 * leaves it empty.
 */
export function recommendationsOnPage(pathname: string): RecommendedEntityType | null {
  return RECOMMENDATIONS_BY_PAGE.find(([prefix]) => matchesPrefix(pathname, prefix))?.[1] ?? null;
}

/** The pages of one item whose kind the panel recommends; the path's next part is the item's slug. */
const ITEM_PAGES = ['/circle', '/event', '/resource', '/job', '/usecase', '/ai-tool'];

/** The slug of the item this page shows, which its own recommendations leave out; null on any other page. */
export function pageItemSlug(pathname: string): string | null {
  if (!ITEM_PAGES.some((prefix) => matchesPrefix(pathname, prefix))) return null;
  const slug = pathname.split('/')[2];
  return slug ? decodeURIComponent(slug) : null;
}
