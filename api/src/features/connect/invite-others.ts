import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { profiles, users } from '../../db/schema/index.ts';
import type { QueuedMail } from '../../mail/mail-queue.ts';
import { compose } from '../auth/auth-mails.ts';

/** Each request mails up to ten strangers, so a member may send a few an hour and an address a few dozen. */
export const CONNECT_INVITE_LIMIT_WINDOW = { perIp: 30, perAccount: 5, windowMs: 60 * 60 * 1000 };

export type Inviter = { id: number; name: string; email: string; slug: string };

/** The inviting member as the mail names them, and where their profile is. */
export async function inviterOf(db: Database, userId: number): Promise<Inviter | null> {
  const [row] = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email, slug: profiles.nameSlug })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ? { id: row.id, name: `${row.first} ${row.last}`.trim() || 'A member', email: row.email, slug: row.slug } : null;
}

/** The addresses among `emails` that an active account already holds. */
async function addressesWithAccounts(db: Database, emails: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.email, emails), eq(users.isActive, true), isNull(users.deletedAt)));
  return new Set(rows.map((row) => row.email));
}

/**
 * One mail per address: someone new is asked to sign up and lands on the inviter's profile afterwards; someone who
 * has an account already is sent to that profile straight away. The queue key names inviter and address, so the same
 * member inviting the same person again within the queue's keeping time mails them only once.
 */
export async function invitationMails(
  db: Database,
  inviter: Inviter,
  emails: string[],
  site: { origin: string; brand: string },
): Promise<QueuedMail[]> {
  const members = await addressesWithAccounts(db, emails);
  const profile = `/profile/${inviter.slug}`;
  return emails.map((to) => {
    const mail = members.has(to)
      ? compose(to, site.brand, `${inviter.name} would like to connect with you on ${site.brand}`, [
          { text: `${inviter.name} (${inviter.email}) would like to connect with you on ${site.brand}.` },
          { text: 'Open their profile to follow them:', link: `${site.origin}${profile}` },
        ])
      : compose(to, site.brand, `${inviter.name} invited you to ${site.brand}`, [
          { text: `${inviter.name} (${inviter.email}) invited you to join them on ${site.brand}.` },
          {
            text: 'Create your account with this link; you will find their profile once you are in:',
            link: `${site.origin}/signup?next=${encodeURIComponent(profile)}`,
          },
          { text: 'If you do not know them, ignore this e-mail.' },
        ]);
    return { ...mail, key: `connect-invite:${inviter.id}:${to}` };
  });
}
