import { create } from 'zustand';
import type { Identity } from '@trellis/contracts';

const KEY = 'trellis.declined-site-organization';

function readDeclined(): number | null {
  try {
    const stored = window.sessionStorage.getItem(KEY);
    return stored === null ? null : Number(stored);
  } catch {
    return null;
  }
}

type SiteJoinChoice = { declinedOrganizationId: number | null; decline(organizationId: number): void };

/**
 * The site organization a member chose not to join, for the rest of the tab's session: they are not asked again
 * on every page, and a new session asks once more. Each site is its own origin, so each keeps its own answer.
 */
export const useSiteJoinChoice = create<SiteJoinChoice>()((set) => ({
  declinedOrganizationId: readDeclined(),
  decline(organizationId) {
    try {
      window.sessionStorage.setItem(KEY, String(organizationId));
    } catch {
      /* storage refused (private mode): the choice still holds until the page is reloaded */
    }
    set({ declinedOrganizationId: organizationId });
  },
}));

/**
 * A member of some other organization with no membership, in any state, in the organization of the site they are on.
 * A member of no organization at all signed up here: the wizard joins them to this site's organization, so there is
 * nothing to offer.
 */
export function isOutsiderOf(identity: Pick<Identity, 'switchable_orgs'>, siteOrganizationId: number | null): boolean {
  const { switchable_orgs: organizations } = identity;
  return siteOrganizationId !== null && organizations.length > 0 && !organizations.some((org) => org.id === siteOrganizationId);
}
