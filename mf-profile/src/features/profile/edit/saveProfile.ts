import { api } from '@trellis/platform/api-client';
import { PATHS } from '@trellis/contracts';

/** Career answers live on the group profile; everything else goes through PATCH /users/profile/. */
const CAREER_FIELDS = new Set(['professional_field', 'career_stage', 'reason_to_join', 'current_role', 'job_function', 'topics', 'skills']);

/** Sends validated form values to the two profile writes. */
export async function saveProfileForm(values: Record<string, unknown>, groupProfileId: number | null) {
  const entries = Object.entries(values);
  const profile = Object.fromEntries(entries.filter(([name]) => !CAREER_FIELDS.has(name)));
  const career = Object.fromEntries(entries.filter(([name]) => CAREER_FIELDS.has(name)));
  if (Object.keys(profile).length) await api.patch(PATHS.userProfile, profile);
  if (!Object.keys(career).length) return;
  if (groupProfileId === null) await api.post(PATHS.groupProfiles, career);
  else await api.patch(PATHS.groupProfile(groupProfileId), career);
}
