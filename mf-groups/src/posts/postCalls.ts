import { call, useCall } from '@trellis/platform/api-client';
import type { Content, ContentType } from '@trellis/contracts';
import { careerTipEndpoints, contentEndpoints, type CallInput } from '@trellis/contracts/endpoints';
import { isSignedIn, useSession } from '@trellis/platform/session';

/** Posts and newsletters are one family of calls (/contents/), career tips another (/career-tips/). */
const isTip = (type: ContentType) => type === 'career_tip';

/** Shares a post, a newsletter or a career tip; a tip is never e-mailed and has no kind to send. */
export function createContent(type: ContentType, body: Omit<CallInput<typeof contentEndpoints.create>['body'], 'types'>) {
  if (type === 'career_tip') {
    const { group, data, security_level: securityLevel, files } = body;
    return call(careerTipEndpoints.create, { body: { group, data, security_level: securityLevel, files } });
  }
  return call(contentEndpoints.create, { body: { ...body, types: type } });
}

export const updateContent = (type: ContentType, id: number, body: CallInput<typeof contentEndpoints.update>['body']) =>
  isTip(type) ? call(careerTipEndpoints.update, { params: { id }, body }) : call(contentEndpoints.update, { params: { id }, body });

export const deleteContent = (type: ContentType, id: number) =>
  isTip(type) ? call(careerTipEndpoints.delete, { params: { id } }) : call(contentEndpoints.delete, { params: { id } });

/** Where a post, a newsletter or a career tip has its own page. */
export const contentPath = ({ types, slug }: Pick<Content, 'types' | 'slug'>) => (isTip(types) ? `/career-tip/${slug}` : `/post/${slug}`);

/**
 * The groups the signed-in member may post in, or only `groupId` when it is given and they may post there (staff
 * may in any group); nothing for a visitor.
 */
export function usePostableGroups(groupId?: number) {
  const signedIn = useSession(isSignedIn);
  return useCall(contentEndpoints.postableGroups, signedIn ? { query: groupId === undefined ? {} : { group_id: groupId } } : null);
}

/** GET /contents/slug/{slug}/: one post the caller may read. */
export function usePost(slug: string) {
  return useCall(contentEndpoints.detailBySlug, { params: { slug } });
}

/** GET /all-career-tips/slug/{slug}/: one career tip the caller may read. */
export function useCareerTip(slug: string) {
  return useCall(careerTipEndpoints.allBySlug, { params: { slug } });
}
