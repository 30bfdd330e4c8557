import type { RegistrationVerdict } from '@trellis/contracts';

/** What the review agents read of an applicant: their account, profile and what they have published. */
export type ApplicantFacts = {
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  hasPicture: boolean;
  shortBio: string;
  title: string;
  careerStory: string;
  country: string | null;
  hasInstitution: boolean;
  hasLinkedin: boolean;
  careerEntries: number;
  /** Titles and descriptions of the applicant's work and education. */
  careerText: string;
  /** Names of the applicant's skills and topics. */
  topicNames: string[];
  useCasesAuthored: number;
};

export type RegistrationReview = { verdict: RegistrationVerdict; reasons: string[] };
export type EnthusiasmReview = { level: number; reasons: string[] };

const LINK = /(https?:\/\/|www\.)\S+/i;
const DIGITS_IN_NAME = /\d/;
const AI_WORDS =
  /\b(ai|a\.i\.|artificial intelligence|machine learning|ml|deep learning|llms?|gpt|generative|neural|data science|prompt)\b/i;

/** Points an applicant earns for a real, reachable person behind the request; 4 of 6 with a verified e-mail is Authentic. */
const AUTHENTIC_POINTS = 4;

/**
 * Registration approval: Suspicious on a warning sign (digits in the name, a link in the short bio, or an unverified
 * e-mail with an empty profile), Authentic with a verified e-mail and enough of a profile, otherwise Pending
 * Verification. Every rule that counted is named in the reasons.
 */
export function judgeRegistration(facts: ApplicantFacts): RegistrationReview {
  const warnings: string[] = [];
  if (DIGITS_IN_NAME.test(`${facts.firstName}${facts.lastName}`)) warnings.push('The name contains digits.');
  if (LINK.test(facts.shortBio)) warnings.push('The short bio carries a link.');
  const emptyProfile = !facts.hasPicture && !facts.shortBio.trim() && !facts.title.trim() && facts.careerEntries === 0;
  if (!facts.emailVerified && emptyProfile) warnings.push('Unverified e-mail and an empty profile.');
  if (warnings.length) return { verdict: 'rejected', reasons: warnings };

  const signals: [boolean, string, string][] = [
    [facts.emailVerified, 'E-mail address verified.', 'E-mail address not verified.'],
    [facts.hasPicture, 'Has a profile picture.', 'No profile picture.'],
    [Boolean(facts.shortBio.trim() || facts.title.trim()), 'Has a title or short bio.', 'No title or short bio.'],
    [Boolean(facts.country), 'Country given.', 'No country given.'],
    [facts.hasInstitution || facts.hasLinkedin, 'Institution or LinkedIn given.', 'No institution or LinkedIn.'],
    [facts.careerEntries > 0, 'Work or education history given.', 'No work or education history.'],
  ];
  const points = signals.filter(([met]) => met).length;
  const reasons = signals.map(([met, yes, no]) => (met ? yes : no));
  const verdict = facts.emailVerified && points >= AUTHENTIC_POINTS ? 'accepted' : 'pending';
  return { verdict, reasons: [`${points} of ${signals.length} profile signals.`, ...reasons] };
}

/**
 * AI enthusiasm, 0 to 5: one level for each place the applicant shows an interest in AI (title, short bio, career
 * story, work and education, skills and topics), and one for having published an AI use case, at most 5.
 */
export function rankEnthusiasm(facts: ApplicantFacts): EnthusiasmReview {
  const signals: [boolean, string][] = [
    [AI_WORDS.test(facts.title), 'Mentions AI in the title.'],
    [AI_WORDS.test(facts.shortBio), 'Mentions AI in the short bio.'],
    [AI_WORDS.test(facts.careerStory), 'Mentions AI in the career story.'],
    [AI_WORDS.test(facts.careerText), 'Mentions AI in work or education.'],
    [facts.topicNames.some((name) => AI_WORDS.test(name)), 'Has AI skills or topics.'],
    [facts.useCasesAuthored > 0, 'Published an AI use case.'],
  ];
  const met = signals.filter(([shown]) => shown).map(([, reason]) => reason);
  return { level: Math.min(5, met.length), reasons: met.length ? met : ['No sign of interest in AI in the profile.'] };
}
