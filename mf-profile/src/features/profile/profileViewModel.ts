import type { CareerEntry, Identity, NamedItem, PublicProfile } from '@trellis/contracts';

/** What a profile page shows, whether it is one's own (GET /identity/) or anyone's (GET /users/profile/{slug}/). */
export type ProfileViewModel = {
  own: boolean;
  /** Whose profile it is: the user id the follow and chat calls take. */
  userId: number;
  /** Whether the signed-in viewer follows this member. */
  following: boolean;
  name: string;
  picture: string | null;
  /** The current job, read from the work entries. */
  headline: string | null;
  shortBio: string;
  careerStory: string;
  place: string | null;
  organization: string | null;
  certified: boolean;
  skills: NamedItem[];
  topics: NamedItem[];
  work: CareerEntry[];
  education: CareerEntry[];
  /** Only the owner sees how complete the profile is. */
  completionPercent: number | null;
};

function fullName(first: string, last: string) {
  return [first, last].filter(Boolean).join(' ');
}

function headlineOf(work: CareerEntry[]): string | null {
  const current = work.find((entry) => entry.is_currently_working) ?? work[0];
  if (!current) return null;
  return current.group ? `${current.title} at ${current.group}` : current.title;
}

function placeOf(location: string | null, country: string | null): string | null {
  const parts = [location, country].filter((part): part is string => Boolean(part));
  // A location often already ends with its country.
  if (parts.length === 2 && parts[0]!.toLowerCase().includes(parts[1]!.toLowerCase())) return parts[0]!;
  return parts.length ? parts.join(', ') : null;
}

export function fromIdentity(identity: Identity): ProfileViewModel {
  const { profile } = identity;
  return {
    own: true,
    userId: identity.id,
    following: false,
    name: fullName(profile.first_name, profile.last_name),
    picture: profile.picture,
    headline: headlineOf(identity.work_experiences),
    shortBio: profile.short_bio,
    careerStory: profile.career_story,
    place: placeOf(profile.location, profile.country),
    organization: identity.organization?.name ?? profile.institution,
    certified: identity.group_profile?.is_certified ?? false,
    skills: profile.skills_detailed,
    topics: profile.topics_detailed,
    work: identity.work_experiences,
    education: identity.education_background,
    completionPercent: profile.completion_percent,
  };
}

/** Anyone's profile as `viewerId` (null for a visitor) sees it: one's own public profile counts as one's own. */
export function fromPublicProfile(profile: PublicProfile, viewerId: number | null): ProfileViewModel {
  return {
    own: profile.user_id === viewerId,
    userId: profile.user_id,
    following: profile.is_following,
    name: fullName(profile.first_name, profile.last_name),
    picture: profile.picture,
    headline: headlineOf(profile.work_experiences),
    shortBio: profile.short_bio,
    careerStory: profile.career_story,
    place: placeOf(profile.location, profile.country),
    organization: profile.institution,
    certified: profile.is_certified,
    skills: profile.skills_detailed,
    topics: profile.topics_detailed,
    work: profile.work_experiences,
    education: profile.education_background,
    completionPercent: null,
  };
}
