import { describe, expect, it } from 'vitest';
import { curateUseCase, judgeRegistration, rankEnthusiasm, type ApplicantFacts, type UseCaseFacts } from './review-rules.ts';

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

describe('use case curation', () => {
  const walkthrough = `<p>${'Each week the team exports support tickets and asks the model to tag urgency. '.repeat(4)}</p>`;
  const full: UseCaseFacts = {
    title: 'Tagging support tickets by urgency',
    description: walkthrough,
    reason: 'Urgent tickets waited behind routine ones.',
    businessValue: 'Customer satisfaction',
    topics: 2,
    aiTools: 1,
    hasVideo: false,
    hasDocument: true,
  };

  it('grades a fully told case high and names every signal', () => {
    const review = curateUseCase(full);
    expect(review.quality).toBe('high');
    expect(review.reasons).toEqual([
      '6 of 6 quality signals.',
      'The description walks through the case.',
      'Says why the case matters.',
      'States its business value.',
      'Names the AI tools it uses.',
      'Has topics.',
      'Shows the case in a video or document.',
    ]);
  });

  it('grades by how much of the case is told: medium, then low', () => {
    const short = '<p>The model tags each ticket by urgency so the team answers urgent ones first.</p>';
    expect(curateUseCase({ ...full, description: short, hasDocument: false }).quality).toBe('medium');
    expect(curateUseCase({ ...full, description: short, hasDocument: false, aiTools: 0, topics: 0 }).quality).toBe('low');
  });

  it('recommends rejecting an advertisement, a shouted title or a description with nothing in it, and says which', () => {
    expect(curateUseCase({ ...full, description: `${walkthrough}<p>Use promo code SAVE20.</p>` })).toEqual({
      quality: 'reject',
      reasons: ['Reads as an advertisement.'],
    });
    expect(curateUseCase({ ...full, title: 'BEST AI HACK' }).reasons).toEqual(['The title is written in capitals.']);
    expect(curateUseCase({ ...full, description: '<p><strong>Tags</strong> tickets.</p>' }).reasons).toEqual([
      'The description has fewer than 12 words.',
    ]);
  });
});
