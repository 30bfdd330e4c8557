import { describe, expect, it } from 'vitest';
import { judgeRegistration, rankEnthusiasm, type ApplicantFacts } from './review-rules.ts';

const complete: ApplicantFacts = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailVerified: true,
  hasPicture: true,
  shortBio: 'Analyst of engines.',
  title: 'Analyst',
  careerStory: '',
  country: 'United Kingdom',
  hasInstitution: true,
  hasLinkedin: false,
  careerEntries: 2,
  careerText: 'Analytical engine notes',
  topicNames: ['Mathematics'],
  useCasesAuthored: 0,
};

describe('registration approval', () => {
  it('finds a verified, complete profile authentic and says why', () => {
    const review = judgeRegistration(complete);
    expect(review.verdict).toBe('accepted');
    expect(review.reasons).toContain('E-mail address verified.');
    expect(review.reasons[0]).toBe('6 of 6 profile signals.');
  });

  it('keeps a thin but verified profile pending', () => {
    const review = judgeRegistration({ ...complete, hasPicture: false, hasInstitution: false, careerEntries: 0 });
    expect(review.verdict).toBe('pending');
    expect(review.reasons).toContain('No profile picture.');
  });

  it('never calls an unverified e-mail authentic, however complete the profile', () => {
    expect(judgeRegistration({ ...complete, emailVerified: false }).verdict).toBe('pending');
  });

  it.each([
    [{ lastName: 'Bot42' }, 'The name contains digits.'],
    [{ shortBio: 'Cheap followers at www.example.com' }, 'The short bio carries a link.'],
    [{ emailVerified: false, hasPicture: false, shortBio: '', title: '', careerEntries: 0 }, 'Unverified e-mail and an empty profile.'],
  ])('finds %o suspicious', (change, reason) => {
    expect(judgeRegistration({ ...complete, ...change })).toEqual({ verdict: 'rejected', reasons: [reason] });
  });
});

describe('AI enthusiasm ranking', () => {
  it('is 0 without any sign of AI, and says so', () => {
    expect(rankEnthusiasm(complete)).toEqual({ level: 0, reasons: ['No sign of interest in AI in the profile.'] });
  });

  it('counts each place AI shows, as a whole word', () => {
    const review = rankEnthusiasm({
      ...complete,
      title: 'AI engineer',
      shortBio: 'Said to be fond of maids',
      topicNames: ['Machine Learning'],
    });
    expect(review).toEqual({ level: 2, reasons: ['Mentions AI in the title.', 'Has AI skills or topics.'] });
  });

  it('stops at 5', () => {
    const keen = { title: 'AI lead', shortBio: 'LLM tinkerer', careerStory: 'From data science to AI', careerText: 'ML engineer' };
    expect(rankEnthusiasm({ ...complete, ...keen, topicNames: ['Generative AI'], useCasesAuthored: 3 }).level).toBe(5);
  });
});
