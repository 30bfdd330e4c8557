import { and, asc, eq } from 'drizzle-orm';
import type { CareerEntry, GroupProfile, NamedItem, Profile } from '@trellis/shared/contracts';
import type { Database } from '../../db/connection.ts';
import { careerEntries, groupProfiles, groups, profiles, users } from '../../db/schema/index.ts';
import { visibleTo } from '../submissions/visibility.ts';
import { topicNamer } from '../topics/topic-names.ts';

type ProfileRow = typeof profiles.$inferSelect;
type GroupProfileRow = typeof groupProfiles.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** The member's profile with everything it names: e-mail, institution, topics and skills. */
export type ProfileBundle = {
  user: UserRow;
  profile: ProfileRow;
  groupProfile: GroupProfileRow | null;
  institutionName: string | null;
  named: (ids: readonly number[]) => NamedItem[];
};

/** `viewerId` is who looks: an institution, skill or topic awaiting approval is named only to its author. */
export async function loadProfileBundle(
  db: Database,
  where: { userId: number } | { nameSlug: string },
  viewerId: number | null,
): Promise<ProfileBundle | null> {
  const [row] = await db
    .select({ user: users, profile: profiles, groupProfile: groupProfiles, institutionName: groups.name })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(groupProfiles, eq(groupProfiles.userId, profiles.userId))
    .leftJoin(groups, and(eq(groups.id, profiles.institutionId), visibleTo(groups.pendingAuthorId, viewerId)))
    .where('userId' in where ? eq(profiles.userId, where.userId) : eq(profiles.nameSlug, where.nameSlug));
  if (!row || !row.user.isActive) return null;
  const named = await topicNamer(db, [...(row.groupProfile?.topics ?? []), ...(row.groupProfile?.skills ?? [])], viewerId);
  return { ...row, named };
}

/** Share of the profile a member has filled in, for the completeness prompts. */
export function completionPercent({ profile, groupProfile }: ProfileBundle): number {
  const checks = [
    Boolean(profile.picture),
    Boolean(profile.country),
    Boolean(profile.location),
    Boolean(profile.shortBio),
    Boolean(profile.socialLinkedin),
    Boolean(profile.resume),
    profile.institutionId !== null,
    groupProfile?.careerStage != null,
    Boolean(groupProfile?.reasonToJoin.length),
    groupProfile?.professionalField != null,
    Boolean(groupProfile?.skills.length),
    Boolean(groupProfile?.topics.length),
  ];
  return Math.round((checks.filter(Boolean).length / checks.length) * 100);
}

export function toProfile(bundle: ProfileBundle): Profile {
  const { user, profile, groupProfile, named } = bundle;
  return {
    id: profile.id,
    first_name: user.firstName,
    last_name: user.lastName,
    picture: profile.picture,
    name_slug: profile.nameSlug,
    country: profile.country,
    location: profile.location,
    completion_percent: completionPercent(bundle),
    topics_detailed: named(groupProfile?.topics ?? []),
    skills_detailed: named(groupProfile?.skills ?? []),
    email: user.email,
    alternate_email: profile.alternateEmail,
    is_alternate_email_verified: profile.isAlternateEmailVerified,
    resume: profile.resume,
    social_linkedin: profile.socialLinkedin,
    institution: bundle.institutionName,
    short_bio: profile.shortBio,
    career_story: profile.careerStory,
    career_advice: profile.careerAdvice,
    video: profile.video,
    calendy_url: profile.calendyUrl,
    leadership_certification_details: profile.leadershipCertificationLevel ? { level: profile.leadershipCertificationLevel } : null,
  };
}

export function toGroupProfile(row: GroupProfileRow): GroupProfile {
  return {
    id: row.id,
    professional_field: row.professionalField,
    career_stage: row.careerStage,
    reason_to_join: row.reasonToJoin,
    current_role: row.currentRole,
    job_function: row.jobFunction,
    is_certified: row.isCertified,
    topics: row.topics,
    skills: row.skills,
    extra_info: row.extraInfo,
  };
}

/** Work and education entries, newest first, with the skill names `viewerId` may see. */
export async function loadCareerEntries(
  db: Database,
  userId: number,
  viewerId: number | null,
): Promise<{ work: CareerEntry[]; education: CareerEntry[] }> {
  const rows = await db.select().from(careerEntries).where(eq(careerEntries.userId, userId)).orderBy(asc(careerEntries.id));
  const named = await topicNamer(
    db,
    rows.flatMap((row) => row.skills),
    viewerId,
  );
  const entries = rows
    .map((row): CareerEntry => ({
      id: row.id,
      type: row.type,
      title: row.title,
      description: row.description,
      group: row.groupName,
      skills: named(row.skills),
      is_currently_working: row.isCurrentlyWorking,
      start_date: row.startDate,
      end_date: row.endDate,
      batch: row.batch,
    }))
    .sort((a, b) => (b.start_date ?? '').localeCompare(a.start_date ?? ''));
  return { work: entries.filter((entry) => entry.type === 'work'), education: entries.filter((entry) => entry.type === 'education') };
}
