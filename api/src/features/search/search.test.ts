import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GlobalSearchResults } from '@trellis/contracts';
import { aiTools, groups, resources } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { prefixQuery } from './search-terms.ts';

describe('prefixQuery', () => {
  it('keeps words only, each as a prefix, all required', () => {
    expect(prefixQuery('Data ana')).toBe('data:* & ana:*');
    expect(prefixQuery("o'brien & !(x | y)")).toBe('o:* & brien:* & x:* & y:*');
    expect(prefixQuery('Résumé')).toBe('résumé:*');
    expect(prefixQuery('&&')).toBeNull();
  });
});

describe('GET /search/all/', () => {
  let t: TestApp;
  const marker = `zebrafinch${process.pid}`;
  let privateCircle: number;
  let insider: Awaited<ReturnType<TestApp['newMember']>>;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.connection.db;
    const organization = await createOrganization(db);
    const [circle] = await db
      .insert(groups)
      .values({
        name: `Private ${marker} circle`,
        nameSlug: `private-${marker}`,
        groupType: 'circle',
        privacy: 20,
        parentGroupId: organization.id,
      })
      .returning({ id: groups.id });
    privateCircle = circle!.id;
    insider = await t.newMember();
    await addMembership(db, { userId: insider.id, groupId: privateCircle });
    await db.insert(groups).values({ name: `Open ${marker} circle`, nameSlug: `open-${marker}`, groupType: 'circle' });
    await db.insert(aiTools).values({
      name: `Pending ${marker} tool`,
      slug: `pending-${marker}`,
      description: 'Waiting',
      createdById: insider.id,
      status: 'pending',
    });
    await db.insert(resources).values([
      {
        title: `Members ${marker} guide`,
        titleSlug: `members-${marker}`,
        content: 'For members',
        securityLevel: 20,
        groupId: privateCircle,
        status: 'approved',
      },
      { title: `Unapproved ${marker} guide`, titleSlug: `unapproved-${marker}`, content: 'Draft', status: 'pending' },
    ]);
  });
  afterAll(() => t.close());

  const search = async (query: string, headers: Record<string, string> = {}) => {
    const response = await t.inject({ url: api(`/search/all/?${query}`), headers });
    expect(response.statusCode).toBe(200);
    return GlobalSearchResults.parse(response.json());
  };
  const titles = (results: { data: { title: string }[] }) => results.data.map((hit) => hit.title);

  it('finds across types by the start of words, best match first', async () => {
    const found = await search('search=claude');
    expect(found.data[0]).toMatchObject({ type: 'ai_tool', slug: 'claude' });
    expect(titles(await search('search=practice%20quest'))).toContain('Generating practice questions from lecture notes');
    const jobs = await search('search=data&type=job');
    expect(jobs.data.length).toBeGreaterThan(0);
    expect(jobs.data.every((hit) => hit.type === 'job')).toBe(true);
  });

  it('finds people for members only', async () => {
    expect((await search('search=maya&type=user')).data).toEqual([]);
    const { headers } = await t.newMember();
    expect(titles(await search('search=maya&type=user', headers))).toContain('Maya Thompson');
  });

  it('never shows a private group, its private resources, or unapproved items to those who may not see them', async () => {
    const outsider = await t.newMember();
    for (const headers of [{}, outsider.headers]) {
      expect(titles(await search(`search=${marker}`, headers))).toEqual([`Open ${marker} circle`]);
    }
    expect(titles(await search(`search=${marker}`, insider.headers)).sort()).toEqual(
      [`Members ${marker} guide`, `Open ${marker} circle`, `Pending ${marker} tool`, `Private ${marker} circle`].sort(),
    );
    expect(titles(await search(`search=${marker}`, await t.authHeader('staff@trellis.test')))).toContain(`Private ${marker} circle`);
  });

  it('pages the hits with their total', async () => {
    const first = await search('search=ai&page_size=2');
    expect(first.data).toHaveLength(2);
    expect(first.pagination.count).toBeGreaterThan(2);
    const second = await search('search=ai&page_size=2&page=2');
    expect(second.data.map((hit) => `${hit.type}${hit.id}`)).not.toContain(`${first.data[0]!.type}${first.data[0]!.id}`);
  });

  it('answers words of punctuation with nothing and refuses bad input', async () => {
    expect((await search('search=%26%26%26')).data).toEqual([]);
    for (const query of ['search=a', '', 'search=ok&type=planet', 'search=ok&page=0', `search=${'x'.repeat(201)}`]) {
      const response = await t.inject({ url: api(`/search/all/?${query}`) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field_errors).toBeDefined();
    }
  });
});
