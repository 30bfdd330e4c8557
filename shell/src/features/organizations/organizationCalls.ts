import { api } from '@trellis/platform/api-client';
import { OrganizationSummary, PATHS } from '@trellis/contracts';

export async function checkSwitch(groupId: number): Promise<OrganizationSummary> {
  return OrganizationSummary.parse(await api.post(PATHS.switchOrganization, { group_id: groupId }));
}

export async function makeDefaultOrganization(groupId: number): Promise<OrganizationSummary> {
  return OrganizationSummary.parse(await api.post(PATHS.defaultOrganization, { group_id: groupId }));
}

export async function joinService(groupId: number): Promise<OrganizationSummary> {
  return OrganizationSummary.parse(await api.post(PATHS.joinService, { group_id: groupId }));
}
