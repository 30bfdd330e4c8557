import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { groupProfiles, profiles, userSubscriptions, users } from '../db/schema/index.ts';
import { slugify } from '../text/slugify.ts';

export type NewAccount = {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  isVerified: boolean;
  /** An account made without a full sign-up (CareerGPS registration), which signing up completes. */
  isTrialUser?: boolean;
};

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

/**
 * Signing up from a trial account (one CareerGPS registration made) completes that account instead of making another,
 * so the runs and reports it owns stay the member's; null when the e-mail belongs to another account.
 */
export async function completeTrialAccount(db: Database, userId: number, account: NewAccount): Promise<number | null> {
  try {
    const [user] = await db
      .update(users)
      .set({ ...account, email: account.email.toLowerCase(), isTrialUser: false })
      .where(and(eq(users.id, userId), eq(users.isTrialUser, true)))
      .returning({ id: users.id });
    return user?.id ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Whether a statement failed on a unique index (PostgreSQL's 23505), however the driver wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
