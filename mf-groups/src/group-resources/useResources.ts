import { useCall } from '@trellis/platform/api-client';
import { profileEndpoints, resourceEndpoints, siteConfigEndpoints } from '@trellis/contracts/endpoints';
import { isSignedIn, useSession } from '@trellis/platform/session';

/** GET /resources/slug/{slug}/: the resource with what the signed-in member may do with it. */
export function useResource(slug: string) {
  return useCall(resourceEndpoints.detailBySlug, { params: { slug } });
}

/** The groups the signed-in member may contribute to; nothing for a visitor or while the form is closed. */
export function useContributableGroups(open: boolean) {
  const signedIn = useSession(isSignedIn);
  return useCall(resourceEndpoints.contributableGroups, signedIn && open ? {} : null);
}

/** The topics a resource may name and the career stages' names, for the resource form. */
export function useResourceFormOptions(open: boolean) {
  const topics = useCall(profileEndpoints.topics, open ? { query: { topic_type: 'general' } } : null);
  const options = useCall(siteConfigEndpoints.options, open ? {} : null);
  return { topics: topics.data?.data ?? [], careerStages: options.data?.career_stages ?? [] };
}
