import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { groups, memberships, profiles, useCases, users } from '../schema/index.ts';
import { curateUseCases, reviewMembers } from '../../features/moderation/review-agents.ts';
import { DEFAULT_ORGANIZATION_SLUG } from './demo-groups.ts';

/** The default organization's approved use case its author (member@) changed after approval. */
export const DEMO_CHANGED_USE_CASE_SLUG = 'drafting-personalised-outreach-e-mails-to-prospective-mentors';

/**
 * Applicants to the default organization whom the registration agent finds suspicious (digits in the name, a link
 * in the bio, an unverified e-mail with an empty profile), for its administrators to review. They sign in with no
 * password: they exist to be decided on.
 */
export const DEMO_SUSPICIOUS_APPLICANTS = [
  {
    email: 'promo.deals@example.net',
    firstName: 'Promo',
    lastName: 'Deals4U',
    isVerified: true,
    title: '',
    shortBio: 'Best offers daily.',
  },
  {
    email: 'quick.cash@example.net',
    firstName: 'Quick',
    lastName: 'Cashflow',
    isVerified: true,
    title: 'Entrepreneur',
    shortBio: 'Earn fast at www.quick-cash.example',
  },
  { email: 'anon.applicant@example.net', firstName: 'Anon', lastName: 'Applicant', isVerified: false, title: '', shortBio: '' },
] as const;

/**
 * Adds the suspicious applicants, then lets the review agents read every pending request of every group, as they do
 * when a member applies, and grade every use case, so the members tables, the use cases to review and the audit log
 * start with the agents' recommendations.
 */
export async function seedModeration(db: Database) {
  const [organization] = await db.select().from(groups).where(eq(groups.nameSlug, DEFAULT_ORGANIZATION_SLUG));
  if (!organization) throw new Error(`No demo organization ${DEFAULT_ORGANIZATION_SLUG}`);
  for (const applicant of DEMO_SUSPICIOUS_APPLICANTS) {
    const [user] = await db
      .insert(users)
      .values({
        email: applicant.email,
        passwordHash: '!',
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        isVerified: applicant.isVerified,
      })
      .returning({ id: users.id });
    await db.insert(profiles).values({
      userId: user!.id,
      nameSlug: `${applicant.firstName}-${applicant.lastName}`.toLowerCase(),
      title: applicant.title,
      shortBio: applicant.shortBio,
    });
    await db.insert(memberships).values({ userId: user!.id, groupId: organization.id, status: 'pending', isDefault: true });
  }

  await curateUseCases(
    db,
    (await db.select({ id: useCases.id }).from(useCases)).map((row) => row.id),
  );
  // An approved use case its author has since changed, waiting in the review queue for a moderator's look.
  await db.update(useCases).set({ changedSinceApprovalAt: new Date() }).where(eq(useCases.slug, DEMO_CHANGED_USE_CASE_SLUG));

  const pending = await db
    .select({ groupId: memberships.groupId, userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.status, 'pending'));
  const groupIds = [...new Set(pending.map((row) => row.groupId))];
  if (groupIds.length === 0) return;
  const pendingGroups = await db.select().from(groups).where(inArray(groups.id, groupIds));
  for (const group of pendingGroups) {
    await reviewMembers(
      db,
      group,
      pending.filter((row) => row.groupId === group.id).map((row) => row.userId),
    );
  }
}
