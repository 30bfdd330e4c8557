import { and, eq, inArray, isNotNull, ne, notInArray, or, sql } from 'drizzle-orm';
import {
  ADMIN_LEVEL_ROLES,
  DEFAULT_MAXIMUM_SIZE,
  MODERATION_MESSAGES,
  type AddMemberBody,
  type JoinBody,
  type MembershipAnswer,
  type PaymentConfirmationBody,
  type RemoveMemberBody,
  type RespondJoinRequestAnswer,
  type RespondJoinRequestBody,
} from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { memberships, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { Notify } from '../notifications/notify.ts';
import { groupAdminIds, isPaid, loadGroup, requireGroupAdmin, type GroupRow } from './group-access.ts';
import { checkJoin, rolesOf } from './join-checks.ts';
import { NOTICES, displayName, tell } from './membership-notices.ts';
import { recordDecisions } from '../moderation/audit-log.ts';
import type { ApplicantReviews } from '../moderation/review-agents.ts';

const text = MESSAGES.groupMembership;
type Deps = { db: Database; notify: Notify };
type MembershipRow = typeof memberships.$inferSelect;

const refuse = (message: string) => new HttpError(400, { non_field_errors: [message] });
const fieldError = (field: string, message: string) => new HttpError(400, { field_errors: { [field]: [message] } });

const answer = (message: string, row: Pick<MembershipRow, 'status' | 'waitListed' | 'paymentStatus'> | null): MembershipAnswer => ({
  message,
  membership_status: row?.status ?? null,
  wait_listed: row?.waitListed ?? false,
  payment_status: row?.paymentStatus ?? null,
});

const own = (userId: number, groupId: number) => and(eq(memberships.userId, userId), eq(memberships.groupId, groupId));

async function currentMembership(db: Database, userId: number, groupId: number) {
  const [row] = await db.select().from(memberships).where(own(userId, groupId));
  return row ?? null;
}

/**
 * True when the user's membership row may stop being an administrator's: it is not one, or the group has another
 * accepted admin or leader. Checked in the same statement as the change, so a group is not left without one.
 */
function keepsAnAdmin(userId: number, groupId: number) {
  const otherAdmin = sql`exists (select 1 from ${memberships} as other where other.group_id = ${groupId} and other.user_id <> ${userId}
    and other.status = 'accepted' and other.role in ('admin', 'leader'))`;
  return or(notInArray(memberships.role, [...ADMIN_LEVEL_ROLES]), ne(memberships.status, 'accepted'), otherAdmin)!;
}

async function isFull(db: Database, group: GroupRow): Promise<boolean> {
  const [row] = await db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(memberships)
    .where(and(eq(memberships.groupId, group.id), eq(memberships.status, 'accepted'), eq(memberships.membershipType, 'member')));
  return (row?.value ?? 0) >= (group.maximumSize ?? DEFAULT_MAXIMUM_SIZE);
}

/**
 * none or rejected (or a follower) -> pending. A full group still takes the request, on its wait list. The upsert
 * only overwrites a rejected or following row, so a pending or accepted membership is never reset by a second call.
 */
export async function join(
  { db, notify, applicants }: Deps & { applicants: ApplicantReviews },
  user: AuthUser,
  groupId: number,
  body: JoinBody,
): Promise<MembershipAnswer> {
  const group = await loadGroup(db, groupId, user.id);
  const { role, extraInfo } = await checkJoin(db, user.id, group, body);
  const waitListed = await isFull(db, group);
  const values = {
    role,
    status: 'pending' as const,
    membershipType: 'member' as const,
    extraInfo,
    waitListed,
    reason: null,
    notes: null,
    paymentStatus: null,
    joinedAt: null,
  };
  const [row] = await db
    .insert(memberships)
    .values({ userId: user.id, groupId, ...values })
    .onConflictDoUpdate({
      target: [memberships.userId, memberships.groupId],
      set: { ...values, createdAt: sql`now()` },
      setWhere: or(eq(memberships.status, 'rejected'), eq(memberships.membershipType, 'follower')),
    })
    .returning();
  if (!row) {
    const existing = await currentMembership(db, user.id, groupId);
    throw refuse(existing?.status === 'accepted' ? text.alreadyMember(group.groupType) : text.alreadyApplied(group.groupType));
  }
  // The review agents give the administrators their first reading of the request; they decide nothing themselves.
  await applicants.review(group, user.id);
  const who = await displayName(db, user.id);
  await tell(notify, await groupAdminIds(db, groupId, user.id), group, 'join_request', NOTICES.applied(who, group));
  const applied = group.groupType === 'event' ? text.registrationSubmitted : text.applied(group.groupType);
  return answer(waitListed ? `${applied}. ${text.waitListed(group.groupType)}` : applied, row);
}

/** pending -> none, by the applicant. */
export async function cancelRequest({ db, notify }: Deps, user: AuthUser, groupId: number): Promise<MembershipAnswer> {
  const group = await loadGroup(db, groupId, user.id);
  const [row] = await db
    .delete(memberships)
    .where(and(own(user.id, groupId), eq(memberships.status, 'pending')))
    .returning();
  if (!row) throw refuse(text.noPendingRequest);
  const who = await displayName(db, user.id);
  await tell(notify, await groupAdminIds(db, groupId), group, 'request_cancelled', NOTICES.cancelled(who, group));
  return answer(text.cancelled, null);
}

/** accepted -> none, by the member; the last administrator stays until another one is named. */
export async function leave({ db, notify }: Deps, user: AuthUser, groupId: number): Promise<MembershipAnswer> {
  const group = await loadGroup(db, groupId, user.id);
  const [row] = await db
    .delete(memberships)
    .where(and(own(user.id, groupId), eq(memberships.status, 'accepted'), keepsAnAdmin(user.id, groupId)))
    .returning();
  if (!row) {
    const existing = await currentMembership(db, user.id, groupId);
    throw refuse(existing?.status === 'accepted' ? text.lastAdmin(group.groupType) : text.notMember(group.groupType));
  }
  const who = await displayName(db, user.id);
  await tell(notify, await groupAdminIds(db, groupId), group, 'member_left', NOTICES.left(who, group));
  return answer(text.left(group.groupType), null);
}

async function requireActiveUser(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)));
  if (!row) throw fieldError('user', text.userNotFound);
}

/** Any standing -> accepted with the role, by an administrator; a paid group then waits for the member's payment. */
export async function addMember({ db, notify }: Deps, admin: AuthUser, groupId: number, body: AddMemberBody): Promise<MembershipAnswer> {
  const group = await loadGroup(db, groupId, admin.id);
  await requireGroupAdmin(db, admin, groupId);
  if (!rolesOf(group).includes(body.role)) throw fieldError('role', text.roleNotForGroup(group.groupType));
  await requireActiveUser(db, body.user);
  const paymentStatus = isPaid(group) ? ('pending' as const) : null;
  const staysAdmin = (ADMIN_LEVEL_ROLES as readonly string[]).includes(body.role);
  // The change and its audit entry commit together, so no decision goes unrecorded.
  const row = await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(memberships)
      .values({ userId: body.user, groupId, role: body.role, status: 'accepted', joinedAt: new Date(), paymentStatus })
      .onConflictDoUpdate({
        target: [memberships.userId, memberships.groupId],
        set: {
          role: body.role,
          status: 'accepted',
          membershipType: 'member',
          waitListed: false,
          reason: null,
          joinedAt: sql`coalesce(${memberships.joinedAt}, now())`,
          paymentStatus: sql`coalesce(${memberships.paymentStatus}, ${paymentStatus}::text)`,
        },
        setWhere: staysAdmin ? undefined : keepsAnAdmin(body.user, groupId),
      })
      .returning();
    if (added)
      await recordDecisions(tx, group, { kind: 'admin', id: admin.id }, 'member_added', [body.user], null, () => ({ role: body.role }));
    return added;
  });
  if (!row) throw refuse(text.lastAdmin(group.groupType));
  await tell(notify, [body.user], group, 'member_added', NOTICES.added(group, body.role));
  return answer(text.added(body.role), row);
}

/** An accepted member's role, changed by an administrator; the last administrator keeps theirs until another is named. */
export async function changeRole(
  { db, notify }: Deps,
  admin: AuthUser,
  groupId: number,
  userId: number,
  role: AddMemberBody['role'],
): Promise<MembershipAnswer> {
  const group = await loadGroup(db, groupId, admin.id);
  await requireGroupAdmin(db, admin, groupId);
  if (!rolesOf(group).includes(role)) throw fieldError('role', text.roleNotForGroup(group.groupType));
  const before = await currentMembership(db, userId, groupId);
  if (before?.status !== 'accepted') throw fieldError('user', text.userNotMember);
  const staysAdmin = (ADMIN_LEVEL_ROLES as readonly string[]).includes(role);
  const row = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(memberships)
      .set({ role })
      .where(and(own(userId, groupId), eq(memberships.status, 'accepted'), staysAdmin ? undefined : keepsAnAdmin(userId, groupId)))
      .returning();
    if (changed) {
      await recordDecisions(tx, group, { kind: 'admin', id: admin.id }, 'role_changed', [userId], null, () => ({
        from: before.role,
        to: role,
      }));
    }
    return changed;
  });
  if (!row) throw refuse(text.lastAdmin(group.groupType));
  await tell(notify, [userId], group, 'role_changed', NOTICES.roleChanged(group, role));
  return answer(MODERATION_MESSAGES.roleChanged(role), row);
}

/** accepted -> none, by an administrator, with the reason the member is told. */
export async function removeMember(
  { db, notify }: Deps,
  admin: AuthUser,
  groupId: number,
  body: RemoveMemberBody,
): Promise<MembershipAnswer> {
  const group = await loadGroup(db, groupId, admin.id);
  await requireGroupAdmin(db, admin, groupId);
  if (body.user === admin.id) throw refuse(text.removeYourself);
  const row = await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(memberships)
      .where(and(own(body.user, groupId), eq(memberships.status, 'accepted')))
      .returning();
    if (removed) await recordDecisions(tx, group, { kind: 'admin', id: admin.id }, 'member_removed', [body.user], body.reason);
    return removed;
  });
  if (!row) throw fieldError('user', text.userNotMember);
  await tell(notify, [body.user], group, 'member_removed', NOTICES.removed(group, body.reason));
  return answer(text.removed(group.groupType), null);
}

/** pending -> accepted or rejected for each selected applicant; the others are left as they are. */
export async function respondJoinRequests(
  { db, notify }: Deps,
  admin: AuthUser,
  groupId: number,
  body: RespondJoinRequestBody,
): Promise<RespondJoinRequestAnswer> {
  const group = await loadGroup(db, groupId, admin.id);
  await requireGroupAdmin(db, admin, groupId);
  const accept = body.action === 'accept';
  const notes = body.notes || null;
  const rows = await db.transaction(async (tx) => {
    const decided = await tx
      .update(memberships)
      .set(
        accept
          ? {
              status: 'accepted',
              joinedAt: new Date(),
              notes,
              reason: null,
              waitListed: false,
              paymentStatus: isPaid(group) ? 'pending' : null,
            }
          : { status: 'rejected', notes, reason: notes },
      )
      .where(and(eq(memberships.groupId, groupId), inArray(memberships.userId, body.users), eq(memberships.status, 'pending')))
      .returning({ userId: memberships.userId });
    const action = accept ? 'member_accepted' : 'member_rejected';
    await recordDecisions(
      tx,
      group,
      { kind: 'admin', id: admin.id },
      action,
      decided.map((row) => row.userId),
      notes,
    );
    return decided;
  });
  if (rows.length === 0) throw refuse(text.noPendingAmongSelected);
  const userIds = rows.map((row) => row.userId);
  if (accept) await tell(notify, userIds, group, 'membership_accepted', NOTICES.accepted(group));
  else await tell(notify, userIds, group, 'membership_rejected', NOTICES.rejected(group, notes ?? ''));
  return { message: text.responded(body.action), users: userIds };
}

/** An accepted member of a paid group hands in proof of payment; the payment stays pending until an administrator confirms it. */
export async function submitPaymentVoucher(
  { db, notify }: Deps,
  user: AuthUser,
  groupId: number,
  voucher: string,
): Promise<MembershipAnswer> {
  const group = await loadGroup(db, groupId, user.id);
  if (!isPaid(group)) throw refuse(text.notPaid);
  const [row] = await db
    .update(memberships)
    .set({ extraInfo: sql`${memberships.extraInfo} || ${JSON.stringify({ voucher })}::jsonb` })
    .where(and(own(user.id, groupId), eq(memberships.status, 'accepted'), eq(memberships.paymentStatus, 'pending')))
    .returning();
  if (!row) throw refuse(text.noPaymentDue);
  const who = await displayName(db, user.id);
  await tell(notify, await groupAdminIds(db, groupId, user.id), group, 'payment_submitted', NOTICES.paymentSubmitted(who, group));
  return answer(text.voucherSubmitted, row);
}

/** An administrator marks an accepted member's payment paid (confirmed) or unpaid (pending again). */
export async function confirmPayment({ db, notify }: Deps, admin: AuthUser, body: PaymentConfirmationBody): Promise<MembershipAnswer> {
  const group = await loadGroup(db, body.group, admin.id);
  await requireGroupAdmin(db, admin, group.id);
  if (!isPaid(group)) throw refuse(text.notPaid);
  const accept = body.action === 'accept';
  const [row] = await db
    .update(memberships)
    .set({ paymentStatus: accept ? 'confirmed' : 'pending' })
    .where(and(own(body.user, group.id), eq(memberships.status, 'accepted'), isNotNull(memberships.paymentStatus)))
    .returning();
  if (!row) throw fieldError('user', text.noPaymentDue);
  await tell(
    notify,
    [body.user],
    group,
    accept ? 'payment_confirmed' : 'payment_rejected',
    accept ? NOTICES.paymentConfirmed(group) : NOTICES.paymentRejected(group),
  );
  return answer(text.paymentMarked(body.action), row);
}
