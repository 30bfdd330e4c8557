import { eq } from 'drizzle-orm';
import type { CareerGpsRefusedStatus } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { createAccount } from '../../auth/accounts.ts';
import type { Database } from '../../db/connection.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * The password of an account made by CareerGPS registration: no password hashes to it, so the account signs in only
 * through the session it was made with until its owner signs up with a password or resets one by e-mail.
 */
export const NO_PASSWORD_YET = '!careergps';

const REFUSALS: Record<CareerGpsRefusedStatus, string> = {
  active: MESSAGES.agents.alreadyMember,
  trial: MESSAGES.agents.usedBefore,
  inactive: MESSAGES.agents.accountClosed,
};

/** Why an existing account's e-mail cannot register again: a member signs in, anything else was used before. */
function refusedStatus(account: { isActive: boolean; isTrialUser: boolean; deletedAt: Date | null }): CareerGpsRefusedStatus {
  if (!account.isActive || account.deletedAt) return 'inactive';
  return account.isTrialUser ? 'trial' : 'active';
}

export type CareerGpsVisitor = { firstName: string; lastName: string; country: string; email: string };

/**
 * A trial account for a visitor who starts CareerGPS, so their run counts against a usage limit and their report has
 * an owner who can download it. An e-mail that already has an account is refused with the account's status.
 */
export async function registerCareerGpsVisitor(db: Database, visitor: CareerGpsVisitor): Promise<number> {
  const email = visitor.email.toLowerCase();
  const userId = await createAccount(db, {
    email,
    firstName: visitor.firstName,
    lastName: visitor.lastName,
    passwordHash: NO_PASSWORD_YET,
    isVerified: false,
    isTrialUser: true,
  });
  if (userId === null) {
    const [account] = await db
      .select({ isActive: users.isActive, isTrialUser: users.isTrialUser, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.email, email));
    // The account went away between the insert and this read: the e-mail is free again, but this answer cannot tell.
    const status = account ? refusedStatus(account) : 'inactive';
    throw new HttpError(400, { status, detail: REFUSALS[status] });
  }
  await db.update(profiles).set({ country: visitor.country }).where(eq(profiles.userId, userId));
  return userId;
}
