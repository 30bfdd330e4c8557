import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES, PATHS, UseCaseDetail, UseCaseFilterValues, UseCaseList } from '@trellis/contracts';
import { eq } from 'drizzle-orm';
import { useCases } from '../../db/schema/index.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('GET /use-cases/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (query = '', headers: Record<string, string> = {}) => {
    const response = await t.inject({ url: api(PATHS.useCases) + query, headers });
    expect(response.statusCode).toBe(200);
    return UseCaseList.parse(response.json());
  };

  it('pages approved use cases, 9 at a time, newest first', async () => {
    const first = await list();
    expect(first.data).toHaveLength(9);
    expect(first.pagination).toMatchObject({ page: 1, page_size: 9, count: 10 });
    expect(first.data.every((useCase) => useCase.status === 'approved')).toBe(true);
    const dates = first.data.map((useCase) => useCase.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await list('?page=2')).data).toHaveLength(1);
  });

  it('searches titles and descriptions', async () => {
    const found = await list('?search=triage');
    expect(found.data.map((useCase) => useCase.slug)).toEqual(['summarising-patient-intake-notes-for-faster-triage']);
    expect(found.data[0]?.topics_detailed.map((topic) => topic.name)).toContain('Public Health');
  });

  it('shows pending use cases only to moderators', async () => {
    expect((await t.inject({ url: api(PATHS.useCases) + '?status=pending' })).statusCode).toBe(401);
    expect((await list('?status=pending', await t.authHeader('member@trellis.test'))).data).toEqual([]);
    expect((await list('?status=pending', await t.authHeader('admin@trellis.test'))).pagination.count).toBe(2);
    expect((await list('?status=pending', await t.authHeader('staff@trellis.test'))).pagination.count).toBe(2);
  });

  it("shows the caller's own vote on each card", async () => {
    const { headers } = await t.newMember();
    const [first] = (await list()).data;
    expect((await t.post('/vote/', { content_type: 'usecase', object_id: first!.id, vote_type: 'downvote' }, headers)).statusCode).toBe(
      200,
    );
    const seen = (await list('', headers)).data.find((useCase) => useCase.id === first!.id);
    expect(seen).toMatchObject({ user_vote_type: -1, vote_score: first!.vote_score - 1 });
    expect((await list()).data.find((useCase) => useCase.id === first!.id)?.user_vote_type).toBeNull();
  });

  it('filters by business value, complexity, innovation category and category, and reads all as no filter', async () => {
    const everything = (await list('?page_size=50')).data;
    const sample = everything.find((useCase) => useCase.categories.length > 0)!;
    const checks = [
      ['business_value', sample.business_value, (u: typeof sample) => u.business_value === sample.business_value],
      ['complexity', sample.complexity, (u: typeof sample) => u.complexity === sample.complexity],
      ['innovation_category', sample.innovation_category, (u: typeof sample) => u.innovation_category === sample.innovation_category],
      ['category', sample.categories[0]!, (u: typeof sample) => u.categories.includes(sample.categories[0]!)],
    ] as const;
    for (const [name, value, keeps] of checks) {
      const found = await list(`?page_size=50&${name}=${encodeURIComponent(value)}`);
      expect(found.data.map((u) => u.id).sort(), name).toEqual(
        everything
          .filter(keeps)
          .map((u) => u.id)
          .sort(),
      );
      expect(found.data.length, name).toBeGreaterThan(0);
    }
    expect((await list('?page_size=50&complexity=all&category=all&job_function=all')).pagination.count).toBe(everything.length);
  });

  it('filters by job function, professional field and career stage', async () => {
    const [sample] = (await list()).data;
    const db = t.database.connection.db;
    await db
      .update(useCases)
      .set({ jobFunctions: [9101], professionalFields: [9102], careerStages: [9103] })
      .where(eq(useCases.id, sample!.id));
    for (const query of ['job_function=9101', 'professional_field=9102', 'career_stage=9103', 'job_function=9101&career_stage=9103']) {
      expect(
        (await list(`?${query}`)).data.map((u) => u.id),
        query,
      ).toEqual([sample!.id]);
    }
    expect((await list('?job_function=9101&professional_field=9999')).data).toEqual([]);
  });

  it('answers the values of the filters without option lists', async () => {
    const response = await t.inject({ url: api('/use-cases/filter-values/') });
    expect(response.statusCode).toBe(200);
    const values = UseCaseFilterValues.parse(response.json());
    const everything = (await list('?page_size=50')).data;
    expect(values.complexities.sort()).toEqual([...new Set(everything.map((u) => u.complexity))].sort());
    expect(values.business_values.length).toBeGreaterThan(0);
    expect(values.innovation_categories.length).toBeGreaterThan(0);
  });

  it('rejects an unknown status, a bad page and a bad filter', async () => {
    for (const query of ['?status=archived', '?page=-3', '?job_function=sales', `?complexity=${'x'.repeat(101)}`]) {
      const response = await t.inject({ url: api(PATHS.useCases) + query });
      expect(response.statusCode).toBe(400);
      expect(response.json().field_errors).toBeDefined();
    }
  });
});

describe('GET /use-cases/slug/{slug}/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const detail = (slug: string, headers: Record<string, string> = {}) => t.inject({ url: api(`/use-cases/slug/${slug}/`), headers });
  const pendingSlug = async () => {
    const response = await t.inject({ url: api(PATHS.useCases) + '?status=pending', headers: await t.authHeader('staff@trellis.test') });
    return UseCaseList.parse(response.json()).data[0]!.slug;
  };

  it('answers the page with topics, option names, AI tools and the caller standing', async () => {
    const response = await detail('drafting-personalised-outreach-e-mails-to-prospective-mentors');
    expect(response.statusCode).toBe(200);
    const useCase = UseCaseDetail.parse(response.json());
    expect(useCase.topics_detailed.map((topic) => topic.name)).toEqual(['Mentorship', 'Career Planning']);
    expect(useCase.career_stages.length).toBeGreaterThan(0);
    expect(useCase.career_stages.every((stage) => stage.name.length > 0)).toBe(true);
    expect(useCase.ai_tools.map((tool) => tool.name)).toEqual(['ChatGPT', 'Claude', 'Grammarly']);
    expect(useCase).toMatchObject({ user_vote_type: null, is_bookmarked: false, can_edit: false });
    expect(useCase.reason.length).toBeGreaterThan(0);

    const author = UseCaseDetail.parse((await detail(useCase.slug, await t.authHeader('member@trellis.test'))).json());
    expect(author.can_edit).toBe(true);
  });

  it('shows an unapproved use case to its moderators only, and the not-found text otherwise', async () => {
    const slug = await pendingSlug();
    const missing = await detail(slug);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(AI_MESSAGES.pageNotFound);
    const { headers } = await t.newMember();
    expect((await detail(slug, headers)).statusCode).toBe(404);
    expect((await detail(slug, await t.authHeader('staff@trellis.test'))).statusCode).toBe(200);
    expect((await detail('no-such-use-case')).statusCode).toBe(404);
    expect((await detail('x'.repeat(300))).statusCode).toBe(400);
  });
});
