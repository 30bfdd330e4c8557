import type { OwnProfileForm } from '@trellis/contracts';
import type { ProfileBundle } from './profile-view.ts';

/** The stored answers under the profile form's field names (the inverse of saveProfile). */
export function profileFormValues({ user, profile, groupProfile }: ProfileBundle): OwnProfileForm {
  const social = profile.socialLinks;
  const career = groupProfile;
  return {
    values: {
      first_name: user.firstName,
      last_name: user.lastName,
      title: profile.title,
      country: profile.country ?? '',
      location: profile.location ?? '',
      discipline: profile.discipline,
      institution: profile.institutionId,
      prefered_language: profile.preferedLanguage,
      short_bio: profile.shortBio,
      career_story: profile.careerStory,
      career_advice: profile.careerAdvice,
      specific_needs: profile.specificNeeds,
      additional_career_information: profile.additionalCareerInformation,
      calendy_url: profile.calendyUrl ?? '',
      social_linkedin: profile.socialLinkedin ?? '',
      social_twitter: social.twitter ?? '',
      social_facebook: social.facebook ?? '',
      social_google_scholar: social.google_scholar ?? '',
      social_research_gate: social.research_gate ?? '',
      social_orcid: social.orcid ?? '',
      professional_field: career?.professionalField ?? null,
      career_stage: career?.careerStage ?? null,
      reason_to_join: career?.reasonToJoin ?? [],
      current_role: career?.currentRole ?? null,
      job_function: career?.jobFunction ?? null,
      interested_services: career?.interestedServices ?? [],
      topics: career?.topics ?? [],
      skills: career?.skills ?? [],
      ...(career?.extraInfo ?? {}),
    },
    group_profile_id: career?.id ?? null,
    can_give_career_advice: Boolean(career?.isCertified) && !profile.isInfluencer,
  };
}
