import { call, useCall } from '@trellis/platform/api-client';
import type { OrganizationFields } from '@trellis/contracts';
import { groupEditingEndpoints, groupEndpoints, organizationEndpoints, profileEndpoints } from '@trellis/contracts/endpoints';

/** GET /groups/slug/{slug}/: the organization with the signed-in user's standing in it. */
export const useOrganizationDetail = (slug: string) => useCall(groupEndpoints.detailBySlug, { params: { slug } });

/** Joins an organization: an open one accepts at once, a closed one leaves the request pending. */
export const joinOrganization = (id: number) => call(organizationEndpoints.joinDefault, { params: { id } });

/** Saves the organization's fields; the answer holds the organization as saved. */
export const updateOrganization = (groupId: number, body: OrganizationFields) =>
  call(groupEditingEndpoints.update, { params: { id: groupId }, body });

/** The general topics an organization may be about. */
export const useTopicOptions = () => useCall(profileEndpoints.topics, { query: { topic_type: 'general' } });

/** Replaces the organization's logo (JPEG, PNG or WebP). */
export function uploadLogo(groupId: number, file: File) {
  const form = new FormData();
  form.append('logo', file);
  return call(groupEditingEndpoints.logo, { params: { id: groupId }, body: form });
}

/** A page of the organization's administrators or members. */
export const useGroupPeople = (groupId: number, kind: 'administrators' | 'members', page: number, pageSize: number, enabled = true) =>
  useCall(groupEndpoints.people, enabled ? { params: { id: groupId }, query: { kind, page, page_size: pageSize } } : null, {
    keepPreviousData: true,
  });

/** A page of the organization's circles or events. */
export const useOrganizationPrograms = (groupId: number, kind: 'circles' | 'events', page: number, pageSize: number) =>
  useCall(
    kind === 'circles' ? groupEndpoints.circles : groupEndpoints.events,
    { query: { parent_group: groupId, page, page_size: pageSize } },
    { keepPreviousData: true },
  );
