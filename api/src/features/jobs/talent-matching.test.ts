import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES, JobRecommendationList, PATHS, TalentList } from '@trellis/contracts';
import { groupProfiles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  ADMIN,
  DEFAULT_ORG,
  DRAFT,
  EXPIRED,
  MEMBER,
  NORTHBRIDGE,
  OTHER_ADMIN,
  PUBLISHED,
  STAFF,
  demoIds,
  jobCalls,
} from './jobs-test-calls.ts';

describe('job board', () => {
  let t: TestApp;
  let groupIds = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    ({ groupIds } = await demoIds(t));
  });
  afterAll(() => t.close());

  const { get, jobBySlug, userId } = jobCalls(() => t);

  describe('talent matching', () => {
    it('ranks the organization members for a job by what they share with it, saying why', async () => {
      const { id } = await jobBySlug('grant-writer-contract');
      const ranked = TalentList.parse((await get(PATHS.jobRecommendedApplicants(id), ADMIN)).body);
      const scores = ranked.data.map((talent) => talent.score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      expect(ranked.data.every((talent) => talent.score > 0 && talent.reasons.length > 0)).toBe(true);
      // The caller is never a candidate.
      expect(ranked.data.map((talent) => talent.name)).not.toContain('Priya Natarajan');
      const first = await get(PATHS.jobRecommendedApplicants(id), ADMIN);
      expect(first.body).toEqual((await get(PATHS.jobRecommendedApplicants(id), ADMIN)).body);
    });

    it('puts the member whose skills, stage, country and topics fit first', async () => {
      const { id } = await jobBySlug('clinical-data-specialist');
      const ranked = TalentList.parse(
        (await get(`${PATHS.jobRecommendedApplicants(id)}?group_from_user_to_be_included=${groupIds.get(DEFAULT_ORG)}`, OTHER_ADMIN)).body,
      );
      expect(ranked.data[0]).toMatchObject({
        name: 'Maya Thompson',
        shared_skills: ['Data Visualization', 'SQL'],
        country_match: true,
        reasons: ['Skills: Data Visualization, SQL', 'Based in United States'],
        score: 8,
      });
    });

    it('keeps to the members whose profile names the asked uni_batch, department or affiliation', async () => {
      const db = t.database.connection.db;
      await db
        .update(groupProfiles)
        .set({ extraInfo: { uni_batch: '2021', department: 'Statistics' } })
        .where(eq(groupProfiles.userId, await userId(MEMBER)));
      const { id } = await jobBySlug('grant-writer-contract');
      const path = (filter: object) =>
        `${PATHS.jobRecommendedApplicants(id)}?extra_info_filter=${encodeURIComponent(JSON.stringify(filter))}`;
      const batch = TalentList.parse((await get(path({ uni_batch: '2021', department: 'statistics' }), ADMIN)).body);
      expect(batch.data.map((talent) => talent.name)).toEqual(['Maya Thompson']);
      expect(TalentList.parse((await get(path({ affiliation: 'Nowhere' }), ADMIN)).body).data).toEqual([]);
      for (const bad of [
        'not json',
        JSON.stringify({ college: 'x' }),
        JSON.stringify([1]),
        JSON.stringify({ uni_batch: 'x'.repeat(101) }),
      ]) {
        const { status, body } = await get(`${PATHS.jobRecommendedApplicants(id)}?extra_info_filter=${encodeURIComponent(bad)}`, ADMIN);
        expect(status, bad).toBe(400);
        expect(body.field_errors.extra_info_filter).toBeTruthy();
      }
    });

    it('lets only the administrators rank, among groups they belong to', async () => {
      const { id } = await jobBySlug('grant-writer-contract');
      expect((await get(PATHS.jobRecommendedApplicants(id))).status).toBe(401);
      expect((await get(PATHS.jobRecommendedApplicants(id), MEMBER)).status).toBe(404);
      expect((await get(PATHS.jobRecommendedApplicants((await jobBySlug(PUBLISHED)).id), MEMBER)).status).toBe(403);
      const foreign = await get(
        `${PATHS.jobRecommendedApplicants(id)}?group_from_user_to_be_included=${groupIds.get('lumen-robotics')}`,
        ADMIN,
      );
      expect(foreign.status).toBe(403);
      expect(foreign.body.detail).toBe(JOB_MESSAGES.poolNotYours);
      expect(
        (await get(`${PATHS.jobRecommendedApplicants(id)}?group_from_user_to_be_included=${groupIds.get('lumen-robotics')}`, STAFF)).status,
      ).toBe(200);
    });

    it('ranks open jobs for a member, best fit first, saying why', async () => {
      // Aisha speaks in public (a skill the coordinator job asks) and plans careers (a topic of its organization);
      // she looks for a first job, a stage the robotics internship suits.
      const ranked = JobRecommendationList.parse((await get(PATHS.jobRecommendations, 'aisha.bello@example.org')).body);
      expect(ranked.data.slice(0, 2).map((match) => [match.job.slug, match.score, match.reasons])).toEqual([
        ['program-coordinator-career-circles', 4, ['Skills: Public Speaking', 'Topics: Career Planning']],
        ['robotics-software-intern', 2, ['Career stage matches']],
      ]);
    });

    it('ranks no expired, draft or applied job', async () => {
      const ranked = JobRecommendationList.parse((await get(PATHS.jobRecommendations, 'emily.carter@example.org')).body);
      const slugs = ranked.data.map((match) => match.job.slug);
      expect(slugs).not.toContain(EXPIRED);
      expect(slugs).not.toContain(DRAFT);
      expect(slugs).not.toContain('program-coordinator-career-circles');
      const forSofia = JobRecommendationList.parse((await get(PATHS.jobRecommendations, 'sofia.rossi@example.org')).body);
      expect(forSofia.data.map((match) => match.job.slug)).not.toContain('clinical-data-specialist');
      const scoped = JobRecommendationList.parse(
        (await get(`${PATHS.jobRecommendations}?group_from_user_to_be_included=${groupIds.get(DEFAULT_ORG)}`, 'emily.carter@example.org'))
          .body,
      );
      expect(scoped.data.every((match) => match.job.group.name_slug === DEFAULT_ORG)).toBe(true);
      expect(
        (await get(`${PATHS.jobRecommendations}?group_from_user_to_be_included=${groupIds.get(NORTHBRIDGE)}`, 'emily.carter@example.org'))
          .status,
      ).toBe(403);
      expect((await get(PATHS.jobRecommendations)).status).toBe(401);
    });
  });
});
