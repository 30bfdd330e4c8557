import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS, PeopleAndGroupsResults } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const SEARCH = '/api/v1/search/';

describe('GET /search/ for groups', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    headers = (await t.newMember()).headers;
  });
  afterAll(() => t.close());

  const search = async (query: string, as: Record<string, string> = headers) => {
    const response = await t.inject({ url: `${SEARCH}?${query}`, headers: as });
    return { status: response.statusCode, body: response.json() };
  };
  const found = async (query: string, as?: Record<string, string>) => PeopleAndGroupsResults.parse((await search(query, as)).body);

  it('finds every kind of group by a part of its name, those starting with it first', async () => {
    const health = await found('type=all_group&search=health');
    expect(health.data.find((hit) => hit.name_slug === 'northbridge-health-alliance')).toMatchObject({
      name: 'Northbridge Health Alliance',
      group_type: 'organization',
      headline: 'United States',
    });
    const robotics = await found('type=all_group&search=ROBOTICS');
    expect(robotics.data.map((hit) => [hit.name, hit.group_type])).toEqual([
      ['Robotics Career Launchpad', 'circle'],
      ['Lumen Robotics', 'organization'],
    ]);
    expect(robotics.pagination).toEqual({ count: 2, page: 1, page_size: 100 });
  });

  it('finds institutions alone, and an institution awaiting approval for its author only', async () => {
    const universities = await found('type=institution&search=university');
    expect(universities.data.map((hit) => hit.name)).toContain('Westlake State University');
    expect(universities.data.every((hit) => hit.group_type === 'institution')).toBe(true);

    await t.post(PATHS.groups, { name: 'Quillfield Polytechnic', group_type: 'institution' }, headers);
    expect((await found('type=institution&search=quillfield')).data.map((hit) => hit.name)).toEqual(['Quillfield Polytechnic']);
    expect((await found('type=institution&search=quillfield&is_verified_group=true')).data).toEqual([]);
    const stranger = (await t.newMember()).headers;
    expect((await found('type=all_group&search=quillfield', stranger)).data).toEqual([]);
  });

  it('pages, matches % and _ literally, and still finds people for type=user', async () => {
    const page = await found('type=all_group&search=in&page=2&page_size=2');
    expect(page.pagination).toMatchObject({ page: 2, page_size: 2 });
    expect(page.data.length).toBeLessThanOrEqual(2);
    expect((await found('type=all_group&search=%25%25')).data).toEqual([]);
    const people = await found('type=user&search=priya');
    expect(people.data[0]).toMatchObject({ name: 'Priya Natarajan', group_type: null });
  });

  it('asks for a signed-in member and refuses bad input', async () => {
    expect((await search('type=all_group&search=health', {})).status).toBe(401);
    expect((await search('type=all_group&search=h')).status).toBe(400);
    expect((await search('type=job&search=health')).status).toBe(400);
    expect((await search('type=institution&search=health&page_size=101')).status).toBe(400);
    expect((await search(`type=all_group&search=${'x'.repeat(101)}`)).status).toBe(400);
  });
});
