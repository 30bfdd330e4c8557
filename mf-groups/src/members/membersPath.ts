import { PATHS } from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';

/** The member tabs a circle's administrators see. */
export const CIRCLE_MEMBER_TABS = ['accepted', 'pending', 'rejected'] as const;
export type CircleMemberTab = (typeof CIRCLE_MEMBER_TABS)[number];

/** GET /groups/{id}/members/ for one tab and page. */
export function membersPath(groupId: number, status: CircleMemberTab, page: number): string {
  const params = new URLSearchParams({ status, page: String(page), page_size: String(PAGE_SIZES.members) });
  return `${PATHS.groupMembers(groupId)}?${params}`;
}
