import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { MESSAGES } from '@trellis/contracts/messages';
import type { Database } from '../../db/connection.ts';
import {
  careerEntries,
  feedback,
  follows,
  groupProfiles,
  groups,
  linkTokens,
  memberships,
  notifications,
  oneTimeCodes,
  outboxMessages,
  portalPreferences,
  profiles,
  refreshTokens,
  sessions,
  signInFailures,
  topics,
  uploadedFiles,
  userSubscriptions,
  users,
} from '../../db/schema/index.ts';
import { storedNameOf } from './collect-data.ts';

/** The address a deleted account keeps: unique per row, on a reserved domain no mail can reach, free for anyone else. */
export const deletedAddress = (userId: number) => `deleted-${userId}@deleted.invalid`;

/**
 * Erases a member's personal data in one transaction and answers the names of their stored files, for the caller to
 * remove once it commits. The users row stays, emptied and unable to sign in, so that the messages they sent remain
 * with the people they sent them to under the name "Deleted account"; everything else about them is deleted: profile,
 * career answers, memberships (they leave every group), follows either way, notifications, preferences, plan,
 * sessions and tokens, codes and links, outbox mail, skills and institutions awaiting approval, and the notifications
 * that told others about them. Feedback stays without its author, and content they wrote for an organization stays,
 * credited to the deleted account.
 */
export async function eraseAccount(db: Database, userId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
    const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
    const uploads = await tx.delete(uploadedFiles).where(eq(uploadedFiles.userId, userId)).returning({ path: uploadedFiles.path });
    const storedNames = [
      ...uploads.map((upload) => upload.path),
      ...[profile?.picture ?? null, profile?.resume ?? null].flatMap((url) => storedNameOf(url) ?? []),
    ];

    await tx
      .update(users)
      .set({
        email: deletedAddress(userId),
        // No scrypt hash has this shape, so no password can ever match it.
        passwordHash: '!deleted',
        firstName: MESSAGES.account.deletedName,
        lastName: '',
        isActive: false,
        isStaff: false,
        isVerified: false,
        lastLogin: null,
        deletedAt: new Date(),
      })
      .where(eq(users.id, userId));
    // Chat still joins the profile for a sender's picture and link: it stays as an empty shell with neither.
    await tx
      .update(profiles)
      .set({
        nameSlug: `deleted-${userId}`,
        picture: null,
        country: null,
        location: null,
        institutionId: null,
        shortBio: '',
        careerStory: '',
        careerAdvice: '',
        alternateEmail: null,
        isAlternateEmailVerified: false,
        resume: null,
        socialLinkedin: null,
        video: null,
        calendyUrl: null,
        title: '',
        discipline: '',
        preferedLanguage: '',
        specificNeeds: '',
        additionalCareerInformation: '',
        socialLinks: {},
        isInfluencer: false,
        leadershipCertificationLevel: null,
      })
      .where(eq(profiles.userId, userId));

    await tx.delete(groupProfiles).where(eq(groupProfiles.userId, userId));
    await tx.delete(careerEntries).where(eq(careerEntries.userId, userId));
    await tx.delete(memberships).where(eq(memberships.userId, userId));
    await tx.delete(follows).where(or(eq(follows.followerId, userId), and(eq(follows.targetType, 'user'), eq(follows.targetId, userId))));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    if (profile) {
      // Others' notifications that named them ("… started following you") go with them.
      await tx.delete(notifications).where(sql`${notifications.data}->>'name_slug' = ${profile.nameSlug}`);
    }
    await tx.delete(portalPreferences).where(eq(portalPreferences.userId, userId));
    await tx.delete(userSubscriptions).where(eq(userSubscriptions.userId, userId));
    await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
    await tx.delete(linkTokens).where(eq(linkTokens.userId, userId));
    await tx.delete(topics).where(eq(topics.pendingAuthorId, userId));
    await tx.delete(groups).where(eq(groups.pendingAuthorId, userId));
    await tx.update(feedback).set({ userId: null }).where(eq(feedback.userId, userId));
    if (user) {
      const addresses = [user.email, ...(profile?.alternateEmail ? [profile.alternateEmail] : [])];
      await tx.delete(outboxMessages).where(inArray(outboxMessages.to, addresses));
      await tx.delete(signInFailures).where(inArray(signInFailures.email, addresses));
    }
    return storedNames;
  });
}
