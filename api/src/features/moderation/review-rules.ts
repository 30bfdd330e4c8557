import type { RegistrationVerdict, UseCaseQuality } from '@trellis/contracts';

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

/** What the use case curation agent reads of a use case: its texts as written and what it links to. */
export type UseCaseFacts = {
  title: string;
  /** Rich text: the rules read its words, not its markup. */
  description: string;
  reason: string;
  businessValue: string;
  topics: number;
  aiTools: number;
  hasVideo: boolean;
  hasDocument: boolean;
};

export type CurationReview = { quality: UseCaseQuality; reasons: string[] };

/** Below this many words a description cannot tell a reader what was done and how. */
const THIN_DESCRIPTION_WORDS = 12;
/** From this many words a description walks through the case. */
const FULL_DESCRIPTION_WORDS = 40;
const SHOUTED_TITLE = /^[^a-z]*[A-Z]{4}[^a-z]*$/;
const PROMOTION = /\b(buy now|discount|promo code|limited offer|click here|earn money|free trial)\b/i;

const wordsOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/**
 * Use case curation: 'reject' on a warning sign (promotion, a title in capitals, a description too thin to say
 * anything), otherwise a grade from how fully the case is told: a description that walks through it, why it matters,
 * its business value, the AI tools it uses, its topics, and a video or document to show it. 5 or 6 of the 6 is high,
 * 3 or 4 medium, fewer low. Every rule that counted is named in the reasons.
 */
export function curateUseCase(facts: UseCaseFacts): CurationReview {
  const words = wordsOf(facts.description);
  const warnings: string[] = [];
  if (PROMOTION.test(`${facts.title} ${words.join(' ')}`)) warnings.push('Reads as an advertisement.');
  if (SHOUTED_TITLE.test(facts.title)) warnings.push('The title is written in capitals.');
  if (words.length < THIN_DESCRIPTION_WORDS) warnings.push(`The description has fewer than ${THIN_DESCRIPTION_WORDS} words.`);
  if (warnings.length) return { quality: 'reject', reasons: warnings };

  const signals: [boolean, string, string][] = [
    [words.length >= FULL_DESCRIPTION_WORDS, 'The description walks through the case.', 'The description is short.'],
    [Boolean(facts.reason.trim()), 'Says why the case matters.', 'Does not say why the case matters.'],
    [Boolean(facts.businessValue.trim()), 'States its business value.', 'No business value stated.'],
    [facts.aiTools > 0, 'Names the AI tools it uses.', 'Names no AI tool.'],
    [facts.topics > 0, 'Has topics.', 'Has no topics.'],
    [facts.hasVideo || facts.hasDocument, 'Shows the case in a video or document.', 'No video or document.'],
  ];
  const points = signals.filter(([met]) => met).length;
  const quality: UseCaseQuality = points >= 5 ? 'high' : points >= 3 ? 'medium' : 'low';
  return { quality, reasons: [`${points} of ${signals.length} quality signals.`, ...signals.map(([met, yes, no]) => (met ? yes : no))] };
}
