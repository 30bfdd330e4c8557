import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ADMIN_LEVEL_ROLES,
  GOOGLE_CLASSROOM_LIMITS,
  GOOGLE_CLASSROOM_MESSAGES,
  type GoogleClassroomRole,
  type GoogleClassroomSyncUsersAnswer,
} from '@trellis/contracts';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { invitations, memberships, users } from '../../db/schema/index.ts';
import type { MailQueue } from '../../mail/mail-queue.ts';
import { compose } from '../auth/auth-mails.ts';
import { isPaid } from '../groups-membership/group-access.ts';
import { NOTICES, displayName, tell } from '../groups-membership/membership-notices.ts';
import { invite } from '../invitations/invitation-store.ts';
import { recordDecisions } from '../moderation/audit-log.ts';
import type { Notify } from '../notifications/notify.ts';
import type { ClassroomApi } from './classroom-api.ts';
import type { SyncableCircle } from './sync-rights.ts';

export type PeopleDeps = { db: Database; notify: Notify; mailQueue: MailQueue };
export type LinkSite = { origin: string; brand: string };

/** Classroom's students take part in the circle; its teachers run it. */
const ROLE_OF = { students: 'member', teachers: 'admin' } as const;

type Standing = { role: string; status: string };

/** Whether the sync changes someone's membership: a newcomer joins, and a teacher who is not an administrator becomes one. */
function needsChange(role: GoogleClassroomRole, standing: Standing | undefined): boolean {
  if (standing?.status !== 'accepted') return true;
  return role === 'teachers' && !(ADMIN_LEVEL_ROLES as readonly string[]).includes(standing.role);
}

/**
 * Brings one role of the course into the circle, matched by e-mail address: members with an account join at once
 * with the role (a paid circle then waits for their payment, as any member an administrator adds), everyone else is
 * invited through the circle's invitations, mailed through the queue. Nobody is added, promoted or invited twice, and
 * nobody's role is lowered: a circle administrator who is a student in Classroom stays an administrator.
 */
export async function syncPeople(
  { db, notify, mailQueue }: PeopleDeps,
  api: ClassroomApi,
  admin: AuthUser,
  circle: SyncableCircle,
  role: GoogleClassroomRole,
  site: LinkSite,
): Promise<GoogleClassroomSyncUsersAnswer> {
  const { items, truncated } = await api.people(circle.googleClassroomId, role, GOOGLE_CLASSROOM_LIMITS.people);
  const emails = [...new Set(items.flatMap((person) => (person.email ? [person.email] : [])))];
  const withoutEmail = items.filter((person) => !person.email).length;

  const accounts = emails.length
    ? await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.isActive, true), isNull(users.deletedAt), inArray(users.email, emails)))
    : [];
  const accountOf = new Map(accounts.map((account) => [account.email, account.id]));
  const standings = accounts.length
    ? await db
        .select({ userId: memberships.userId, role: memberships.role, status: memberships.status })
        .from(memberships)
        .where(
          and(
            eq(memberships.groupId, circle.id),
            inArray(
              memberships.userId,
              accounts.map((account) => account.id),
            ),
          ),
        )
    : [];
  const standingOf = new Map<number, Standing>(standings.map((row) => [row.userId, row]));
  const joining = accounts.filter((account) => needsChange(role, standingOf.get(account.id))).map((account) => account.id);

  const memberRole = ROLE_OF[role];
  const paymentStatus = isPaid(circle) ? ('pending' as const) : null;
  if (joining.length) {
    await db.transaction(async (tx) => {
      await tx
        .insert(memberships)
        .values(
          joining.map((userId) => ({
            userId,
            groupId: circle.id,
            role: memberRole,
            status: 'accepted' as const,
            joinedAt: new Date(),
            paymentStatus,
          })),
        )
        .onConflictDoUpdate({
          target: [memberships.userId, memberships.groupId],
          set: {
            // An accepted member keeps an administrator's role; anyone else takes the course's.
            role: sql`case when ${memberships.status} = 'accepted' and ${memberships.role} in ('admin', 'leader') then ${memberships.role} else excluded.role end`,
            status: 'accepted',
            membershipType: 'member',
            waitListed: false,
            reason: null,
            joinedAt: sql`coalesce(${memberships.joinedAt}, now())`,
            paymentStatus: sql`coalesce(${memberships.paymentStatus}, ${paymentStatus}::text)`,
          },
        });
      await recordDecisions(tx, circle, { kind: 'admin', id: admin.id }, 'member_added', joining, null, () => ({
        role: memberRole,
        source: 'google_classroom',
      }));
    });
    await tell(notify, joining, circle, 'member_added', NOTICES.added(circle, memberRole));
  }

  // An address invited before, whatever its answer, is not invited again: one who declined is not asked at every sync.
  const newcomers = emails.filter((email) => !accountOf.has(email));
  const asked = newcomers.length
    ? await db
        .select({ email: invitations.email })
        .from(invitations)
        .where(and(eq(invitations.groupId, circle.id), inArray(invitations.email, newcomers)))
    : [];
  const askedBefore = new Set(asked.map((row) => row.email));
  const strangers = newcomers.filter((email) => !askedBefore.has(email));
  const who = await displayName(db, admin.id);
  const mails = [];
  for (const email of strangers) {
    const row = await invite(db, circle.id, admin.id, { userId: null, email });
    if (!row) continue;
    mails.push({
      key: `invitation:${row.key}`,
      ...compose(email, site.brand, `${who} invited you to join ${circle.name}`, [
        { text: `${who} invited you to join the circle ${circle.name} on ${site.brand}, where your Google Classroom course meets.` },
        { text: 'Open the invitation to accept or decline it:', link: `${site.origin}/invitation/${row.key}` },
      ]),
    });
  }
  if (mails.length) {
    await mailQueue.enqueue(db, mails);
    mailQueue.wake();
  }

  const added = joining.length;
  const invited = mails.length;
  return {
    message: GOOGLE_CLASSROOM_MESSAGES.usersSynced(role, added, invited),
    role,
    added,
    invited,
    unchanged: emails.length - added - invited,
    without_email: withoutEmail,
    truncated,
  };
}
