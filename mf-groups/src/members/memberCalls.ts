import { call } from '@trellis/platform/api-client';
import type { GroupDetail } from '@trellis/contracts';
import { groupEndpoints } from '@trellis/contracts/endpoints';
import { saveFile } from '@trellis/ui';

/** Downloads one tab of the group's members as a CSV file. */
export async function downloadMembersCsv(
  group: Pick<GroupDetail, 'id' | 'name_slug'>,
  status: 'accepted' | 'pending' | 'rejected' | 'unverified',
) {
  saveFile(await call(groupEndpoints.exportMembers, { query: { group_id: group.id, status } }), `${group.name_slug}-${status}-members.csv`);
}
