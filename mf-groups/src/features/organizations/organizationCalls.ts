import { api, useApi } from '@trellis/platform/api-client';
import {
  PATHS,
  type GroupDetail,
  type GroupImageAnswer,
  type GroupPeopleList,
  type OrganizationSummary,
  type ProgramList,
} from '@trellis/contracts';

/** GET /groups/slug/{slug}/: the organization with the signed-in user's standing in it. */
export const useOrganizationDetail = (slug: string) => useApi<GroupDetail>(PATHS.groupBySlug(slug));

/** Joins an organization: an open one accepts at once, a closed one leaves the request pending. */
export const joinOrganization = (id: number) => api.post<OrganizationSummary>(PATHS.joinDefault(id), {});

/** Replaces the organization's logo (JPEG, PNG or WebP). */
export function uploadLogo(groupId: number, file: File) {
  const form = new FormData();
  form.append('logo', file);
  return api.upload<GroupImageAnswer>(PATHS.groupLogo(groupId), form);
}

/** A page of the organization's administrators or members. */
export const useGroupPeople = (groupId: number, kind: 'administrators' | 'members', page: number, pageSize: number, enabled = true) =>
  useApi<GroupPeopleList>(enabled ? `${PATHS.groupPeople(groupId)}?kind=${kind}&page=${page}&page_size=${pageSize}` : null, {
    keepPreviousData: true,
  });

/** A page of the organization's circles or events. */
export const useOrganizationPrograms = (groupId: number, kind: 'circles' | 'events', page: number, pageSize: number) =>
  useApi<ProgramList>(`${kind === 'circles' ? PATHS.circles : PATHS.events}?parent_group=${groupId}&page=${page}&page_size=${pageSize}`, {
    keepPreviousData: true,
  });
