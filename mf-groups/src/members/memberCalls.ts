import { api } from '@trellis/shared/api-client';
import { PATHS, type RespondJoinRequestAnswer, type RespondJoinRequestBody } from '@trellis/shared/contracts';

export const respondToJoinRequests = (groupId: number, body: RespondJoinRequestBody) =>
  api.post<RespondJoinRequestAnswer>(PATHS.groupRespondJoinRequest(groupId), body);
