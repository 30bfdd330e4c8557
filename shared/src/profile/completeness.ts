import type { Identity, SiteVariant } from '@trellis/shared/contracts';

/**
 * What the layout still has to ask for (seed 000, section 4):
 * - `all`: no career stage or no reason to join, so the whole registration wizard;
 * - `basic`: the variant's own block is missing (institutional: institution, batch and college; diaspora: country of origin);
 * - `advanced`: on institutional sites, the resume, the professional-network link or the institution is missing;
 * - `none`: nothing to ask.
 */
export type ProfileCompleteness = 'all' | 'basic' | 'advanced' | 'none';

const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

export function profileCompleteness(identity: Pick<Identity, 'profile' | 'group_profile'>, variant: SiteVariant): ProfileCompleteness {
  const { profile, group_profile: career } = identity;
  if (!career || career.career_stage === null || career.reason_to_join.length === 0) return 'all';
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
