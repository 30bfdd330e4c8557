import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { memberships, users } from '../../db/schema/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { compose } from '../auth/auth-mails.ts';

/** The selected people who belong to the group (or asked to) and have not verified their e-mail address yet. */
export async function unverifiedAmong(db: Database, groupId: number, userIds: readonly number[]) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.groupId, groupId),
        inArray(memberships.userId, [...userIds]),
        ne(memberships.status, 'rejected'),
        eq(users.isVerified, false),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
}

/** The reminder: who asks, and where the member signs in to get a new code. */
export async function sendFollowups(
  mailer: Mailer,
  people: { email: string; firstName: string }[],
  site: { origin: string; brand: string },
  sender: { adminName: string; groupName: string },
) {
  for (const person of people) {
    await mailer.send(
      compose(person.email, site.brand, `Please verify your e-mail address for ${sender.groupName}`, [
        { text: `Hello ${person.firstName},` },
        {
          text: `${sender.adminName} of ${sender.groupName} asks you to verify your e-mail address, so your membership can go ahead. Sign in and enter the code we send you:`,
          link: `${site.origin}/verify-otp`,
        },
        { text: 'If you did not ask to join, ignore this e-mail.' },
      ]),
    );
  }
}
