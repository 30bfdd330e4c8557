import { and, eq, isNull } from 'drizzle-orm';
import type { CareerGpsRefusedStatus } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { createAccount } from '../../auth/accounts.ts';
import type { Database } from '../../db/connection.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { compose } from '../auth/auth-mails.ts';

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

/** The trial account an e-mail started CareerGPS with, while it is open and not yet signed up; null otherwise. */
export async function trialAccountOf(db: Database, email: string): Promise<number | null> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.isTrialUser, true), eq(users.isActive, true), isNull(users.deletedAt)));
  return account?.id ?? null;
}

/**
 * The e-mail with the code that resumes a trial account in another browser. Its link opens CareerGPS and carries
 * nothing secret: the code is typed in, so no session or token ever travels in an address.
 */
export const trialSignInMail = (to: string, brand: string, code: string, link: string) =>
  compose(to, brand, `Your ${brand} CareerGPS sign-in code: ${code}`, [
    { text: `Your sign-in code is ${code}. Enter it on CareerGPS to continue with your reports. It expires in 10 minutes.`, link },
    { text: 'Sign up from there to keep your reports with a password of your own.' },
    { text: 'If you did not ask for it, ignore this e-mail.' },
  ]);
