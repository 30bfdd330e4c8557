import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionList, PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { users } from '../../db/schema/index.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const MEMBER = 'member@trellis.test';
const MEMBER_SLUG = 'maya-thompson';
const slugs = (list: ConnectionList) => list.data.map((person) => person.name_slug);

describe('GET /connections/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function get(query: Record<string, string | number>, email: string | null = MEMBER) {
    return t.inject({
      method: 'GET',
      url: api(PATHS.connections),
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      headers: email ? await t.authHeader(email) : {},
    });
  }
  async function list(query: Record<string, string | number>, email: string | null = MEMBER) {
    const response = await get(query, email);
    expect(response.statusCode, response.body).toBe(200);
    return ConnectionList.parse(response.json());
  }

  it("lists a member's followers, newest first, with whether the viewer follows each back", async () => {
    const followers = await list({ user: MEMBER_SLUG });
    expect(slugs(followers)).toEqual(['daniel-okafor', 'priya-natarajan', 'alex-morgan', 'aisha-bello']);
    expect(followers.pagination).toEqual({ count: 4, page: 1, page_size: 12 });
    expect(followers.data.map((person) => person.is_following)).toEqual([true, true, false, false]);
    expect(followers.data[0]).toMatchObject({ first_name: 'Daniel', last_name: 'Okafor' });
  });

  it('lists the people a member follows', async () => {
    const following = await list({ user: MEMBER_SLUG, direction: 'following' }, 'staff@trellis.test');
    expect(slugs(following)).toEqual(['priya-natarajan', 'daniel-okafor']);
    expect(following.data.every((person) => !person.is_following)).toBe(true);
  });

  it('lists the signed-in user when no user is named, and needs one then', async () => {
    expect(await list({ direction: 'following' })).toEqual(await list({ user: MEMBER_SLUG, direction: 'following' }));
    expect(slugs(await list({}, 'admin@trellis.test'))).toEqual(['maya-thompson', 'daniel-okafor']);
    expect((await get({}, null)).statusCode).toBe(401);
  });

  it('is public like the profile, and a visitor follows no one', async () => {
    const followers = await list({ user: MEMBER_SLUG }, null);
    expect(followers.pagination.count).toBe(4);
    expect(followers.data.some((person) => person.is_following)).toBe(false);
  });

  it('pages through the list', async () => {
    const first = await list({ user: MEMBER_SLUG, page_size: 3 });
    const second = await list({ user: MEMBER_SLUG, page_size: 3, page: 2 });
    expect(slugs(first)).toEqual(['daniel-okafor', 'priya-natarajan', 'alex-morgan']);
    expect(slugs(second)).toEqual(['aisha-bello']);
    expect(second.pagination).toEqual({ count: 4, page: 2, page_size: 3 });
    expect((await list({ user: MEMBER_SLUG, page: 9_007_199_254_740_991 })).data).toEqual([]);
  });

  it('puts a new follower first and shows the follow from both sides', async () => {
    // Two members of the test's own, so the demo members' lists stay as the other tests read them.
    const [follower, followed] = [await t.newMember(), await t.newMember()];
    const follow = await t.inject({ method: 'POST', url: api(PATHS.follow('follow', 'user', followed.id)), headers: follower.headers });
    expect(follow.statusCode).toBe(200);

    const followers = await list({ user: followed.slug }, follower.email);
    expect(slugs(followers)).toEqual([follower.slug]);
    expect(followers.pagination.count).toBe(1);
    const following = await list({ direction: 'following' }, follower.email);
    expect(following.data).toEqual([expect.objectContaining({ id: followed.id, name_slug: followed.slug, is_following: true })]);
  });

  it('hides inactive people and answers their slug with not found', async () => {
    const { db } = t.database.connection;
    await db.update(users).set({ isActive: false }).where(eq(users.email, 'staff@trellis.test'));
    try {
      const followers = await list({ user: MEMBER_SLUG });
      expect(slugs(followers)).not.toContain('alex-morgan');
      expect(followers.pagination.count).toBe(followers.data.length);
      const response = await get({ user: 'alex-morgan' });
      expect(response.statusCode).toBe(404);
    } finally {
      await db.update(users).set({ isActive: true }).where(eq(users.email, 'staff@trellis.test'));
    }
  });

  it('answers an unknown member in words', async () => {
    const response = await get({ user: 'nobody-by-this-name' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: MESSAGES.profile.userNotFound });
  });

  it('answers a bad query with 400 field errors', async () => {
    for (const [query, field] of [
      [{ page_size: 0 }, 'page_size'],
      [{ page_size: 'many' }, 'page_size'],
      [{ page_size: 501 }, 'page_size'],
      [{ page: 0 }, 'page'],
      [{ page: 1e30 }, 'page'],
      [{ direction: 'sideways' }, 'direction'],
      [{ user: '' }, 'user'],
    ] as const) {
      const response = await get(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().field_errors[field], JSON.stringify(query)).toBeDefined();
    }
  });
});
