import { api } from '@trellis/platform/api-client';
import { PATHS, type GroupDetail, type RespondJoinRequestAnswer, type RespondJoinRequestBody } from '@trellis/contracts';
import { saveFile } from '@trellis/ui';

export const respondToJoinRequests = (groupId: number, body: RespondJoinRequestBody) =>
  api.post<RespondJoinRequestAnswer>(PATHS.groupRespondJoinRequest(groupId), body);

/** Downloads one tab of the group's members as a CSV file. */
export async function downloadMembersCsv(
  group: Pick<GroupDetail, 'id' | 'name_slug'>,
  status: 'accepted' | 'pending' | 'rejected' | 'unverified',
) {
  const query = new URLSearchParams({ group_id: String(group.id), status });
  saveFile(await api.download(`${PATHS.exportGroupMembership}?${query}`), `${group.name_slug}-${status}-members.csv`);
}
