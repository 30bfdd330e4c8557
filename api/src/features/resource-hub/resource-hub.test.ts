import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RESOURCE_HUB_PAGE_SIZE, ResourceList } from '@trellis/contracts';
import { resources, userSubscriptions } from '../../db/schema/index.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('GET /resource-hub/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.connection.db;
  const hub = async (query = '', headers: Record<string, string> = {}) => {
    const response = await t.inject({ url: api(`/resource-hub/?${query}`), headers });
    expect(response.statusCode, response.body).toBe(200);
    return ResourceList.parse(response.json());
  };
  const addResource = async (title: string, values: Partial<typeof resources.$inferInsert> = {}) => {
    const [row] = await db()
      .insert(resources)
      .values({
        title,
        titleSlug: title.toLowerCase().replace(/\W+/g, '-'),
        content: title,
        status: 'approved',
        publishToKhub: true,
        ...values,
      })
      .returning({ id: resources.id });
    return row!.id;
  };

  it('lists published, approved, public resources newest first, 15 a page, to visitors too', async () => {
    const first = await hub();
    expect(first.data).toHaveLength(RESOURCE_HUB_PAGE_SIZE);
    expect(first.pagination.count).toBeGreaterThan(RESOURCE_HUB_PAGE_SIZE);
    const dates = first.data.map((resource) => resource.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.data.every((resource) => resource.status === 'approved' && resource.security_level === 0)).toBe(true);
    const second = await hub('page=2');
    expect(second.data.length).toBe(Math.min(RESOURCE_HUB_PAGE_SIZE, first.pagination.count - RESOURCE_HUB_PAGE_SIZE));
  });

  it('never lists a pending, private or unpublished resource', async () => {
    const word = `Hubcheck${process.pid}`;
    const listed = await addResource(`${word} listed`);
    await addResource(`${word} pending`, { status: 'pending' });
    await addResource(`${word} private`, { securityLevel: 20 });
    await addResource(`${word} unpublished`, { publishToKhub: false });
    const found = await hub(`search=${word}`);
    expect(found.data.map((resource) => resource.id)).toEqual([listed]);
  });

  it('filters by topic areas', async () => {
    const word = `Areacheck${process.pid}`;
    const career = await addResource(`${word} career`, { topicArea: 1 });
    const ai = await addResource(`${word} ai`, { topicArea: 4 });
    await addResource(`${word} leadership`, { topicArea: 3 });
    const found = await hub(`search=${word}&topic_areas=1,4`);
    expect(found.data.map((resource) => resource.id).sort()).toEqual([career, ai].sort());
    const all = await hub('topic_areas=4');
    expect(all.data.every((resource) => resource.topic_area === 4)).toBe(true);
  });

  it('locks premium files unless the plan includes them', async () => {
    const [premium] = (await hub('search=Leadership interview')).data;
    expect(premium).toMatchObject({ is_premium: true, files_locked: true, files: [] });
    const member = await t.newMember();
    await db()
      .update(userSubscriptions)
      .set({ appliedMembershipTier: 3, paymentStatus: null })
      .where(eq(userSubscriptions.userId, member.id));
    const [opened] = (await hub('search=Leadership interview', member.headers)).data;
    expect(opened).toMatchObject({ files_locked: false });
    expect(opened!.files.length).toBeGreaterThan(0);
  });

  it('refuses unknown topic areas and bad pages with 400', async () => {
    for (const [query, field] of [
      ['topic_areas=99', 'topic_areas'],
      ['topic_areas=one', 'topic_areas'],
      ['page=0', 'page'],
      ['search=a', 'search'],
    ] as const) {
      const response = await t.inject({ url: api(`/resource-hub/?${query}`) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field_errors, query).toHaveProperty(field);
    }
  });
});
