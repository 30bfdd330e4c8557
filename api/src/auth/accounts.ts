import { randomBytes } from 'node:crypto';
import type { Database } from '../db/connection.ts';
import { groupProfiles, profiles, userSubscriptions, users } from '../db/schema/index.ts';
import { slugify } from '../text/slugify.ts';

export type NewAccount = { email: string; firstName: string; lastName: string; passwordHash: string; isVerified: boolean };

/** A user with the rows every signed-in screen expects (profile, career answers, free subscription); null when the e-mail is taken. */
export async function createAccount(db: Database, account: NewAccount): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...account, email: account.email.toLowerCase() })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return null;
    const base = slugify(`${account.firstName} ${account.lastName}`) || 'member';
    await tx.insert(profiles).values({ userId: user.id, nameSlug: `${base}-${randomBytes(4).toString('hex')}` });
    await tx.insert(groupProfiles).values({ userId: user.id });
    await tx.insert(userSubscriptions).values({ userId: user.id });
    return user.id;
  });
}
