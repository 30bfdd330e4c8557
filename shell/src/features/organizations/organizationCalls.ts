import { call } from '@trellis/platform/api-client';
import { organizationEndpoints } from '@trellis/contracts/endpoints';

export const checkSwitch = (groupId: number) => call(organizationEndpoints.switch, { body: { group_id: groupId } });

export const makeDefaultOrganization = (groupId: number) => call(organizationEndpoints.setDefault, { body: { group_id: groupId } });

export const joinService = (groupId: number) => call(organizationEndpoints.joinService, { body: { group_id: groupId } });
