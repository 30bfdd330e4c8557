import { follows, invitations, leaderApplications, memberships } from '../schema/index.ts';
import { DEMO_GROUP_FOLLOWS, DEMO_INVITATIONS, DEMO_LEADER_APPLICATIONS, DEMO_PROGRAM_MEMBERSHIPS } from './demo-programs.ts';
import { lookup, type Tx } from './seed-support.ts';

/** Who belongs to, waits for or was turned away from each demo circle and event. */
export async function seedProgramMemberships(tx: Tx, groupIds: Map<string, number>, userIds: Map<string, number>) {
  const now = Date.now();
  await tx.insert(memberships).values(
    DEMO_PROGRAM_MEMBERSHIPS.map((membership, index) => ({
      userId: lookup(userIds, membership.email),
      groupId: lookup(groupIds, membership.group),
      role: membership.role ?? 'member',
      status: membership.status,
      paymentStatus: membership.paymentStatus ?? null,
      waitListed: membership.waitListed ?? false,
      reason: membership.reason ?? null,
      extraInfo: membership.extraInfo ?? {},
      // Spread over the past days so the member lists have a stable order.
      createdAt: new Date(now - (DEMO_PROGRAM_MEMBERSHIPS.length - index) * 60 * 60 * 1000),
      joinedAt: membership.status === 'accepted' ? new Date() : null,
    })),
  );
}

/** Invitations to the demo circles, answered and not, to members and to addresses without an account. */
export async function seedInvitations(tx: Tx, groupIds: Map<string, number>, userIds: Map<string, number>) {
  await tx.insert(invitations).values(
    DEMO_INVITATIONS.map((invitation) => {
      const inviteeId = userIds.get(invitation.to) ?? null;
      return {
        key: invitation.key,
        groupId: lookup(groupIds, invitation.group),
        inviterId: lookup(userIds, invitation.from),
        inviteeId,
        email: inviteeId === null ? invitation.to : null,
        status: invitation.status ?? 'pending',
        respondedAt: invitation.status && invitation.status !== 'pending' ? new Date() : null,
      };
    }),
  );
}

/** Applications for leadership certification, decided and pending. */
export async function seedLeaderApplications(tx: Tx, groupIds: Map<string, number>, userIds: Map<string, number>) {
  await tx.insert(leaderApplications).values(
    DEMO_LEADER_APPLICATIONS.map((application) => ({
      userId: lookup(userIds, application.email),
      groupId: application.group ? lookup(groupIds, application.group) : null,
      response: application.response,
      status: application.status,
      decidedAt: application.status === 'pending' ? null : new Date(),
    })),
  );
}

/** Members following circles and events they do not belong to. */
export async function seedGroupFollows(tx: Tx, groupIds: Map<string, number>, userIds: Map<string, number>) {
  await tx.insert(follows).values(
    DEMO_GROUP_FOLLOWS.map((follow) => ({
      followerId: lookup(userIds, follow.email),
      targetType: follow.type,
      targetId: lookup(groupIds, follow.group),
    })),
  );
}
