import { call, useCall } from '@trellis/platform/api-client';
import { contentEndpoints, type CallInput } from '@trellis/contracts/endpoints';
import { isSignedIn, useSession } from '@trellis/platform/session';

export const createPost = (body: CallInput<typeof contentEndpoints.create>['body']) => call(contentEndpoints.create, { body });

export const updatePost = (id: number, body: CallInput<typeof contentEndpoints.update>['body']) =>
  call(contentEndpoints.update, { params: { id }, body });

export const deletePost = (id: number) => call(contentEndpoints.delete, { params: { id } });

/** The groups the signed-in member may post in; nothing for a visitor. */
export function usePostableGroups() {
  const signedIn = useSession(isSignedIn);
  return useCall(contentEndpoints.postableGroups, signedIn ? {} : null);
}

/** GET /contents/slug/{slug}/: one post the caller may read. */
export function usePost(slug: string) {
  return useCall(contentEndpoints.detailBySlug, { params: { slug } });
}
