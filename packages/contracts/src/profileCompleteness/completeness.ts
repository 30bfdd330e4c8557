import type { GroupProfile, Identity, SiteVariant } from '@trellis/contracts';
import { PROFILE_REQUIRED_FIELDS } from './requiredFields.ts';

/** The answers a career profile holds, every field of `GroupProfile` but its id. */
const CAREER_ANSWERS = [
  'professional_field',
  'career_stage',
  'reason_to_join',
  'current_role',
  'job_function',
  'is_certified',
  'topics',
  'skills',
  'extra_info',
] as const satisfies readonly (keyof GroupProfile)[];

/** Type-checking fails here when `GroupProfile` gains a field the list above lacks. */
type Unlisted = Exclude<keyof GroupProfile, 'id' | (typeof CAREER_ANSWERS)[number]>;
const everyAnswerListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyAnswerListed;

/**
 * The wizard's required answers kept on the career profile, taken from the form's own list of required fields: the
 * layout sends a member back into the wizard only for what the wizard itself would not let them skip, so a finished
 * wizard never leads back into itself.
 */
const REQUIRED_CAREER_FIELDS = CAREER_ANSWERS.filter((name) => PROFILE_REQUIRED_FIELDS.has(name));

const answered = (value: unknown) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);

/**
 * What the layout still has to ask for:
 * - `all`: a required career answer of the wizard is missing, so the whole registration wizard;
 * - `basic`: the variant's own block is missing (institutional: institution, batch and college; diaspora: country of origin);
 * - `advanced`: on institutional sites, the resume, the professional-network link or the institution is missing;
 * - `none`: nothing to ask.
 */
export type ProfileCompleteness = 'all' | 'basic' | 'advanced' | 'none';

const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

export function profileCompleteness(identity: Pick<Identity, 'profile' | 'group_profile'>, variant: SiteVariant): ProfileCompleteness {
  const { profile, group_profile: career } = identity;
  if (!career || !REQUIRED_CAREER_FIELDS.every((field) => answered(career[field]))) return 'all';
  const extra = career.extra_info;
  if (variant === 'institutional' && (!profile.institution || !filled(extra.uni_batch ?? extra.batch) || !filled(extra.college)))
    return 'basic';
  if (variant === 'diaspora' && !filled(extra.country_of_origin)) return 'basic';
  if (variant === 'institutional' && (!profile.resume || !profile.social_linkedin || !profile.institution)) return 'advanced';
  return 'none';
}

/** Where the registration wizard starts for a classification; null when the profile is complete. */
export function completenessPath(completeness: ProfileCompleteness): string | null {
  if (completeness === 'none') return null;
  return completeness === 'all' ? '/registration' : `/registration?step=${completeness}`;
}
