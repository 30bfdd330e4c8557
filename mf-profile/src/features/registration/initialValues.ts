import type { Identity } from '@trellis/contracts';

/** What the member already answered, as profile form values. */
export function initialValues(identity: Identity): Record<string, unknown> {
  const { profile, group_profile: career } = identity;
  const extra = career?.extra_info ?? {};
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    country: profile.country ?? undefined,
    location: profile.location ?? undefined,
    social_linkedin: profile.social_linkedin ?? undefined,
    current_role: career?.current_role ?? undefined,
    career_stage: career?.career_stage ?? undefined,
    reason_to_join: career?.reason_to_join ?? [],
    professional_field: career?.professional_field ?? undefined,
    job_function: career?.job_function ?? undefined,
    skills: career?.skills ?? [],
    topics: career?.topics ?? [],
    ...Object.fromEntries(Object.entries(extra).filter(([, value]) => typeof value === 'string')),
  };
}
