import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { groupProfiles, groups, profiles, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { visibleTo } from '../submissions/visibility.ts';
import { MESSAGES } from '@trellis/contracts/messages';

type Values = Record<string, unknown>;

const PROFILE_COLUMNS = {
  title: 'title',
  country: 'country',
  location: 'location',
  discipline: 'discipline',
  prefered_language: 'preferedLanguage',
  short_bio: 'shortBio',
  career_story: 'careerStory',
  career_advice: 'careerAdvice',
  specific_needs: 'specificNeeds',
  additional_career_information: 'additionalCareerInformation',
  calendy_url: 'calendyUrl',
  social_linkedin: 'socialLinkedin',
  institution: 'institutionId',
} as const;

const CAREER_COLUMNS = {
  professional_field: 'professionalField',
  career_stage: 'careerStage',
  reason_to_join: 'reasonToJoin',
  current_role: 'currentRole',
  job_function: 'jobFunction',
  interested_services: 'interestedServices',
  topics: 'topics',
  skills: 'skills',
} as const;

const SOCIAL_FIELDS = ['social_twitter', 'social_facebook', 'social_google_scholar', 'social_research_gate', 'social_orcid'] as const;
/** Answers kept in extra_info: the variant blocks and the free text of "other" choices. */
const EXTRA_FIELDS = [
  'batch',
  'uni_batch',
  'affiliation',
  'college',
  'department',
  'country_of_origin',
  'career_stage_extra',
  'reason_to_join_extra',
  'professional_field_extra',
] as const;

function pick<M extends Record<string, string>>(values: Values, columns: M): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) if (field in values) out[column] = values[field];
  return out;
}

/** Stores validated profile form values across users, profiles and group_profiles. */
export async function saveProfile(db: Database, userId: number, values: Values) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ profile: profiles, career: groupProfiles, isCertified: groupProfiles.isCertified })
      .from(profiles)
      .leftJoin(groupProfiles, eq(groupProfiles.userId, profiles.userId))
      .where(eq(profiles.userId, userId));
    if (!current) throw new HttpError(404, { detail: MESSAGES.http.notFound });

    if ('career_advice' in values && (!current.career?.isCertified || current.profile.isInfluencer)) {
      throw new HttpError(403, { field_errors: { career_advice: [MESSAGES.profileForm.careerAdviceNotAllowed] } });
    }
    if (typeof values.institution === 'number') {
      // Another member's institution awaiting approval is as unknown here as everywhere else.
      const [institution] = await tx
        .select({ type: groups.groupType })
        .from(groups)
        .where(and(eq(groups.id, values.institution), visibleTo(groups.pendingAuthorId, userId)));
      if (institution?.type !== 'institution') {
        throw new HttpError(400, { field_errors: { institution: [MESSAGES.profileForm.couldNotFetchInstitution] } });
      }
    }

    const names = pick(values, { first_name: 'firstName', last_name: 'lastName' });
    if (Object.keys(names).length) await tx.update(users).set(names).where(eq(users.id, userId));

    const profileSet = pick(values, PROFILE_COLUMNS);
    const socials = SOCIAL_FIELDS.filter((field) => field in values);
    if (socials.length) {
      const links = { ...current.profile.socialLinks };
      for (const field of socials) links[field.replace('social_', '')] = String(values[field] ?? '');
      profileSet.socialLinks = links;
    }
    if (Object.keys(profileSet).length) await tx.update(profiles).set(profileSet).where(eq(profiles.userId, userId));

    const careerSet = pick(values, CAREER_COLUMNS);
    const extras = EXTRA_FIELDS.filter((field) => field in values);
    // A changed career stage takes the reasons with it unless new ones come along.
    if ('career_stage' in values && !('reason_to_join' in values) && current.career && current.career.careerStage !== values.career_stage) {
      careerSet.reasonToJoin = [];
    }
    if (extras.length) {
      const extra = { ...(current.career?.extraInfo ?? {}) };
      for (const field of extras) extra[field] = values[field];
      careerSet.extraInfo = extra;
    }
    if (!Object.keys(careerSet).length) return;
    if (current.career) await tx.update(groupProfiles).set(careerSet).where(eq(groupProfiles.userId, userId));
    else await tx.insert(groupProfiles).values({ userId, ...careerSet });
  });
}
