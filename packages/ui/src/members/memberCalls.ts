import { call } from '@trellis/platform/api-client';
import type { ChangeRoleBody, RemoveMemberBody, RespondJoinRequestBody, SystemAgentType } from '@trellis/contracts';
import { systemAgentOfType } from '@trellis/contracts';
import { groupEndpoints, invitationEndpoints, moderationEndpoints } from '@trellis/contracts/endpoints';
import { saveFile } from '@trellis/ui';
import { OUTCOME_WORDS } from './inviteOutcomes.ts';
import { filterQuery, type MemberFilters, type MemberStatus } from './membersQuery.ts';

export const respondToRequests = (groupId: number, body: RespondJoinRequestBody) =>
  call(groupEndpoints.respondJoinRequest, { params: { id: groupId }, body });

export const removeMember = (groupId: number, body: RemoveMemberBody) =>
  call(groupEndpoints.removeMember, { params: { id: groupId }, body });

export const changeRole = (groupId: number, user: number, body: ChangeRoleBody) =>
  call(moderationEndpoints.changeRole, { params: { id: groupId, user }, body });

export const sendFollowups = (groupId: number, userIds: number[]) =>
  call(moderationEndpoints.followupEmail, { body: { organization_id: groupId, user_ids: userIds } });

export const rerunAgent = (groupId: number, agentType: SystemAgentType, userIds: number[]) =>
  call(moderationEndpoints.rerunSystemAgent, {
    body: { system_agent_id: systemAgentOfType(agentType).id, content_type: 'group_member', group_id: groupId, content_ids: userIds },
  });

/**
 * Invites one member the group once refused: the sentence says whether the invitation went out or why not (already
 * invited, already a member again), and whether that is news or a note.
 */
export async function inviteAgain(groupId: number, member: { id: number; name: string }) {
  const answer = await call(invitationEndpoints.invite, { body: { content_type: 'group', object_id: groupId, users: [member.id] } });
  const outcome = answer.results[0]?.outcome ?? 'invited';
  return outcome === 'invited'
    ? { sent: true, sentence: answer.message }
    : { sent: false, sentence: `${member.name}: ${OUTCOME_WORDS[outcome]}` };
}

/** Downloads the members of a tab, with the filters the table shows, as a CSV file. */
export async function downloadMembers(group: { id: number; name_slug: string }, status: MemberStatus, filters: MemberFilters) {
  const file = await call(groupEndpoints.exportMembers, { query: { group_id: group.id, ...filterQuery(status, filters) } });
  saveFile(file, `${group.name_slug}-${status}-members.csv`);
}
