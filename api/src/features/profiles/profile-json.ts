import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CareerEntry, GroupProfile, Profile } from '@trellis/contracts';
import { groupProfiles, groups, profiles, users } from '../../db/schema/index.ts';
import { visibleToViewer } from '../submissions/visibility.ts';
import { namedTopicsJson } from '../topics/topic-names.ts';

/*
 * The profile's parts as JSON built in the database, in the shapes of the contracts, for statements that read
 * `profiles` joined to `users`, left-joined to `group_profiles` and to the institution (`groups`). Reads select these
 * instead of rows so that a page's whole answer comes back from one statement.
 */

const filled = (column: SQLWrapper) => sql`(coalesce(${column}, '') <> '')`;

/**
 * Share of the profile a member has filled in, for the completeness prompts: twelve checks, each worth the same,
 * as a whole percentage (100 n / 12 never ends in .5, so no rounding rule is at stake).
 */
export const completionPercent = sql`round(100.0 * (
    ${filled(profiles.picture)}::int + ${filled(profiles.country)}::int + ${filled(profiles.location)}::int
    + ${filled(profiles.shortBio)}::int + ${filled(profiles.socialLinkedin)}::int + ${filled(profiles.resume)}::int
    + (${profiles.institutionId} is not null)::int
    + (${groupProfiles.careerStage} is not null)::int
    + (coalesce(cardinality(${groupProfiles.reasonToJoin}), 0) > 0)::int
    + (${groupProfiles.professionalField} is not null)::int
    + (coalesce(cardinality(${groupProfiles.skills}), 0) > 0)::int
    + (coalesce(cardinality(${groupProfiles.topics}), 0) > 0)::int
  ) / 12)::int`;

/**
 * The member's profile with everything it names: e-mail, institution, topics and skills, as `viewerId` may see them
 * (entries awaiting approval are named only to their author; the statement joins the institution on the same rule,
 * see `visibleInstitution`).
 */
export const profileJson = (viewerId: SQLWrapper) => sql<Profile>`json_build_object(
  'id', ${profiles.id},
  'first_name', ${users.firstName},
  'last_name', ${users.lastName},
  'picture', ${profiles.picture},
  'name_slug', ${profiles.nameSlug},
  'country', ${profiles.country},
  'location', ${profiles.location},
  'completion_percent', ${completionPercent},
  'topics_detailed', ${namedTopicsJson(sql`coalesce(${groupProfiles.topics}, '{}')`, viewerId)},
  'skills_detailed', ${namedTopicsJson(sql`coalesce(${groupProfiles.skills}, '{}')`, viewerId)},
  'email', ${users.email},
  'alternate_email', ${profiles.alternateEmail},
  'is_alternate_email_verified', ${profiles.isAlternateEmailVerified},
  'resume', ${profiles.resume},
  'social_linkedin', ${profiles.socialLinkedin},
  'institution', ${groups.name},
  'short_bio', ${profiles.shortBio},
  'career_story', ${profiles.careerStory},
  'career_advice', ${profiles.careerAdvice},
  'video', ${profiles.video},
  'calendy_url', ${profiles.calendyUrl},
  'leadership_certification_details',
    case when coalesce(${profiles.leadershipCertificationLevel}, 0) <> 0
      then json_build_object('level', ${profiles.leadershipCertificationLevel}) end
)`;

/** The career answers, or null for a member who never gave them. */
export const groupProfileJson = sql<GroupProfile | null>`case when ${groupProfiles.id} is not null then json_build_object(
  'id', ${groupProfiles.id},
  'professional_field', ${groupProfiles.professionalField},
  'career_stage', ${groupProfiles.careerStage},
  'reason_to_join', ${groupProfiles.reasonToJoin},
  'current_role', ${groupProfiles.currentRole},
  'job_function', ${groupProfiles.jobFunction},
  'is_certified', ${groupProfiles.isCertified},
  'topics', ${groupProfiles.topics},
  'skills', ${groupProfiles.skills},
  'extra_info', ${groupProfiles.extraInfo}
) end`;

/**
 * The work or education entries of the user `userId` names, newest start first (undated last, then in the order
 * they were added), each skill with its name as `viewerId` may see it.
 */
export function careerEntriesJson(userId: SQLWrapper, type: CareerEntry['type'], viewerId: SQLWrapper): SQL<CareerEntry[]> {
  return sql<CareerEntry[]>`coalesce((select json_agg(json_build_object(
      'id', c.id,
      'type', c.type,
      'title', c.title,
      'description', c.description,
      'group', c.group_name,
      'skills', ${namedTopicsJson(sql`c.skills`, viewerId)},
      'is_currently_working', c.is_currently_working,
      'start_date', c.start_date,
      'end_date', c.end_date,
      'batch', c.batch
    ) order by coalesce(c.start_date, '') collate "C" desc, c.id)
    from career_entries c where c.user_id = ${userId} and c.type = ${sql.raw(`'${type}'`)}), '[]'::json)`;
}

/** The join condition of the profile's institution: another member's institution awaiting approval stays unnamed. */
export const visibleInstitution = (viewerId: SQLWrapper) =>
  and(eq(groups.id, profiles.institutionId), visibleToViewer(groups.pendingAuthorId, viewerId));
