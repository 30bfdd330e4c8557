import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS, UseCaseList } from '@trellis/contracts';
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

  it('rejects an unknown status and a bad page', async () => {
    for (const query of ['?status=archived', '?page=-3']) {
      const response = await t.inject({ url: api(PATHS.useCases) + query });
      expect(response.statusCode).toBe(400);
      expect(response.json().field_errors).toBeDefined();
    }
  });
});
