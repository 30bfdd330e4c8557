import { PAGE_SIZES } from '@trellis/contracts/constants';

/** The member tabs a circle's administrators see. */
export const CIRCLE_MEMBER_TABS = ['accepted', 'pending', 'rejected'] as const;
export type CircleMemberTab = (typeof CIRCLE_MEMBER_TABS)[number];

/** The query of GET /groups/{id}/members/ for one tab and page. */
export function membersQuery(status: CircleMemberTab, page: number) {
  return { status, page, page_size: PAGE_SIZES.members };
}
