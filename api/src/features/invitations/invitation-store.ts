import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INVITATION_MESSAGES, type Invitation } from '@trellis/contracts';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { groups, invitations, memberships, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

const inviter = alias(users, 'inviter');

/** A fresh link secret: 128 random bits, URL-safe. */
export const newInvitationKey = () => randomBytes(16).toString('base64url');

export type InvitationRow = typeof invitations.$inferSelect;
export type Invitee = { userId: number | null; email: string | null };

/**
 * Invites one person: a member by id, or an address no member holds. An earlier answered invitation is opened again
 * with a new key; a pending one stays as it is (null).
 */
export async function invite(db: Database, groupId: number, inviterId: number, invitee: Invitee): Promise<InvitationRow | null> {
  const values = {
    key: newInvitationKey(),
    groupId,
    inviterId,
    inviteeId: invitee.userId,
    email: invitee.email,
    status: 'pending' as const,
  };
  const target = invitee.userId !== null ? [invitations.groupId, invitations.inviteeId] : [invitations.groupId, invitations.email];
  const [row] = await db
    .insert(invitations)
    .values(values)
    .onConflictDoUpdate({
      target,
      set: { key: values.key, inviterId, status: 'pending', respondedAt: null, createdAt: sql`now()` },
      setWhere: ne(invitations.status, 'pending'),
    })
    .returning();
  return row ?? null;
}

/** The users among `ids` who are accepted members of the group already. */
export async function membersAmong(db: Database, groupId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.groupId, groupId), inArray(memberships.userId, ids), eq(memberships.status, 'accepted')));
  return new Set(rows.map((row) => row.userId));
}

/**
 * The invitation behind a key, as the signed-in member sees it, in one statement: it must be addressed to them (by
 * account, or by the address their account holds); anyone else is told it does not exist.
 */
export async function invitationFor(db: Database, key: string, user: AuthUser) {
  const [row] = await db
    .select({
      invitation: invitations,
      group: { id: groups.id, name: groups.name, nameSlug: groups.nameSlug, groupType: groups.groupType, logo: groups.logo },
      inviterName: sql<string | null>`${inviter.firstName} || ' ' || ${inviter.lastName}`,
    })
    .from(invitations)
    .innerJoin(groups, eq(groups.id, invitations.groupId))
    .leftJoin(inviter, eq(inviter.id, invitations.inviterId))
    .where(
      and(
        eq(invitations.key, key),
        isNull(groups.pendingAuthorId),
        or(
          eq(invitations.inviteeId, user.id),
          and(isNull(invitations.inviteeId), sql`${invitations.email} = (select u.email from ${users} as u where u.id = ${user.id})`),
        ),
      ),
    );
  if (!row) throw notFound(INVITATION_MESSAGES.notFound);
  return row;
}

export function toInvitation(row: Awaited<ReturnType<typeof invitationFor>>): Invitation {
  return {
    id: row.invitation.key,
    content_type: 'group',
    status: row.invitation.status,
    group: { id: row.group.id, name: row.group.name, name_slug: row.group.nameSlug, group_type: row.group.groupType },
    invited_by: row.inviterName,
    created_at: row.invitation.createdAt.toISOString(),
  };
}
