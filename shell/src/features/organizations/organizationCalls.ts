import { call } from '@trellis/shared/api-client';
import { organizationEndpoints } from '@trellis/shared/endpoints';

export const checkSwitch = (groupId: number) => call(organizationEndpoints.switch, { body: { group_id: groupId } });

export const makeDefaultOrganization = (groupId: number) => call(organizationEndpoints.setDefault, { body: { group_id: groupId } });

export const joinService = (groupId: number) => call(organizationEndpoints.joinService, { body: { group_id: groupId } });
