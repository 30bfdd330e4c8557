import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FAVOURITE_MESSAGES, ItemsOverview, ListedItems } from '@trellis/contracts';
import { aiTools, groups, jobs, useCases } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('favourites and my items', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.connection.db;
  const get = (path: string, headers: Record<string, string> = {}) => t.inject({ url: api(path), headers });
  const keep = (type: string, id: number, headers: Record<string, string>) => t.post(`/bookmark/${type}/${id}/`, {}, headers);
  const drop = (type: string, id: number, headers: Record<string, string>) =>
    t.inject({ method: 'DELETE', url: api(`/unbookmark/${type}/${id}/`), headers });
  const approved = async () =>
    await db().select({ id: useCases.id, slug: useCases.slug }).from(useCases).where(eq(useCases.status, 'approved'));

  it('keeps and takes back a use case, answering the words the page shows', async () => {
    const { headers } = await t.newMember();
    const [useCase] = await approved();
    const kept = await keep('use_case', useCase!.id, headers);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ message: FAVOURITE_MESSAGES.added, is_bookmarked: true });
    expect((await keep('use_case', useCase!.id, headers)).statusCode).toBe(200);

    const page = ListedItems.parse((await get('/bookmark/use_case/', headers)).json());
    expect(page.data.map((item) => item.id)).toEqual([useCase!.id]);
    expect(page.data[0]).toMatchObject({ type: 'use_case', slug: useCase!.slug });
    expect((await get(`/use-cases/slug/${useCase!.slug}/`, headers)).json().is_bookmarked).toBe(true);

    const dropped = await drop('use_case', useCase!.id, headers);
    expect(dropped.json()).toEqual({ message: FAVOURITE_MESSAGES.removed, is_bookmarked: false });
    expect(ListedItems.parse((await get('/bookmark/use_case/', headers)).json()).data).toEqual([]);
  });

  it('pages favourites 10 at a time, newest kept first, and sums them up 3 per section', async () => {
    const { headers } = await t.newMember();
    const cases = await approved();
    const tools = await db().select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.status, 'approved'));
    for (const tool of tools.slice(0, 11)) expect((await keep('ai_tool', tool.id, headers)).statusCode).toBe(200);
    await keep('use_case', cases[0]!.id, headers);

    const first = ListedItems.parse((await get('/bookmark/ai_tool/', headers)).json());
    expect(first.data).toHaveLength(10);
    expect(first.pagination).toEqual({ count: 11, page: 1, page_size: 10 });
    expect(first.data[0]!.id).toBe(tools[10]!.id);
    expect(ListedItems.parse((await get('/bookmark/ai_tool/?page=2', headers)).json()).data.map((item) => item.id)).toEqual([tools[0]!.id]);

    const overview = ItemsOverview.parse((await get('/my-favourites/', headers)).json());
    expect(overview.sections.map((section) => section.type)).toEqual(['job', 'resource', 'circle', 'event', 'use_case', 'ai_tool']);
    const toolSection = overview.sections.find((section) => section.type === 'ai_tool')!;
    expect(toolSection.count).toBe(11);
    expect(toolSection.data).toHaveLength(3);
    expect(overview.sections.find((section) => section.type === 'use_case')!.count).toBe(1);
    expect(overview.sections.find((section) => section.type === 'job')!).toEqual({ type: 'job', count: 0, data: [] });
  });

  it('refuses to keep what the member may not see, or what does not exist', async () => {
    const { headers } = await t.newMember();
    const [pendingTool] = await db().select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.status, 'pending'));
    const [draftJob] = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.jobStatus, 'pending'));
    const [privateCircle] = await db()
      .insert(groups)
      .values({ name: 'Closed circle', nameSlug: `closed-circle-${Date.now()}`, groupType: 'circle', privacy: 20 })
      .returning({ id: groups.id });
    for (const [type, id] of [
      ['ai_tool', pendingTool!.id],
      ['job', draftJob!.id],
      ['circle', privateCircle!.id],
      ['use_case', 2_000_000_000],
    ] as const) {
      const refused = await keep(type, id, headers);
      expect(refused.statusCode, type).toBe(404);
      expect(refused.json().detail).toBe(FAVOURITE_MESSAGES.notFound);
    }
  });

  it('stops listing a kept item the member may no longer see', async () => {
    const { headers } = await t.newMember();
    const organization = await createOrganization(db());
    const [circle] = await db()
      .insert(groups)
      .values({ name: 'Circle to close', nameSlug: `circle-to-close-${Date.now()}`, groupType: 'circle', parentGroupId: organization.id })
      .returning({ id: groups.id });
    expect((await keep('circle', circle!.id, headers)).statusCode).toBe(200);
    expect(ListedItems.parse((await get('/bookmark/circle/', headers)).json()).pagination.count).toBe(1);
    await db().update(groups).set({ privacy: 20 }).where(eq(groups.id, circle!.id));
    expect(ListedItems.parse((await get('/bookmark/circle/', headers)).json()).pagination.count).toBe(0);
  });

  it("lists the member's own submissions in every status, and only theirs", async () => {
    const member = await t.newMember();
    const organization = await createOrganization(db());
    await addMembership(db(), { userId: member.id, groupId: organization.id });
    const submitted = await t.post('/ai-tools/', { name: 'Mine', description: 'My tool', group: organization.id }, member.headers);
    expect(submitted.statusCode).toBe(201);

    const mine = ListedItems.parse((await get('/ai-tools/me/', member.headers)).json());
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ type: 'ai_tool', title: 'Mine', status: 'pending', summary: 'My tool' });
    const overview = ItemsOverview.parse((await get('/my-items/', member.headers)).json());
    expect(overview.sections.map((section) => section.type)).toEqual(['job', 'resource', 'circle', 'ai_tool', 'use_case']);
    expect(overview.sections.find((section) => section.type === 'ai_tool')!.count).toBe(1);

    const other = await t.newMember();
    expect(ListedItems.parse((await get('/ai-tools/me/', other.headers)).json()).data).toEqual([]);
    const demoAuthor = ListedItems.parse((await get('/use-cases/me/', await t.authHeader('member@trellis.test'))).json());
    expect(demoAuthor.data.some((item) => item.status === 'pending')).toBe(true);
  });

  it('sends visitors to sign in and refuses unknown types and bad ids', async () => {
    for (const path of ['/my-favourites/', '/my-items/', '/bookmark/use_case/', '/ai-tools/me/']) {
      expect((await get(path)).statusCode, path).toBe(401);
    }
    expect((await keep('use_case', 1, {})).statusCode).toBe(401);
    const { headers } = await t.newMember();
    for (const [method, url] of [
      ['POST', '/bookmark/planet/1/'],
      ['POST', '/bookmark/use_case/abc/'],
      ['POST', '/bookmark/use_case/99999999999/'],
      ['DELETE', '/unbookmark/planet/1/'],
      ['GET', '/bookmark/planet/'],
      ['GET', '/bookmark/use_case/?page=0'],
      ['GET', '/planets/me/'],
    ] as const) {
      const response = await t.inject({ method, url: api(url), headers, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, url).toBe(400);
    }
  });
});
