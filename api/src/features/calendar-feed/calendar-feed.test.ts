import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_FEED_MESSAGES, CalendarFeed } from '@trellis/contracts';
import { groups, memberships } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const FEED = '/calendar-feed/';
const ADDRESS = /^http:\/\/[^/]+\/api\/v1\/calendar-feed\/([A-Za-z0-9_-]{43})\/$/;

describe('private calendar feeds', () => {
  let t: TestApp;
  let dated: { id: number; name: string; groupType: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    dated = await t.database.connection.db
      .select({ id: groups.id, name: groups.name, groupType: groups.groupType })
      .from(groups)
      .where(and(inArray(groups.groupType, ['circle', 'event']), isNotNull(groups.startDate), gt(groups.endDate, new Date())));
  });
  afterAll(() => t.close());

  const mine = async (headers: Record<string, string>, method: 'GET' | 'POST' | 'DELETE' = 'GET') => {
    const response = await t.inject({ method, url: `/api/v1${FEED}`, headers });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  /** A new member who, unlike the demo member they copy, takes part in no circle or event yet. */
  const memberInNothing = async () => {
    const member = await t.newMember();
    const db = t.database.connection.db;
    const programs = db
      .select({ id: groups.id })
      .from(groups)
      .where(inArray(groups.groupType, ['circle', 'event']));
    await db.delete(memberships).where(and(eq(memberships.userId, member.id), inArray(memberships.groupId, programs)));
    return member;
  };
  /** A calendar app's request: the address alone, no session. */
  const fetchFeed = (url: string) => t.inject({ url: new URL(url).pathname });

  it('asks for a signed-in member to see, renew or turn off their feed', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) expect((await mine({}, method)).status).toBe(401);
  });

  it('serves the circles and events the member takes part in, and nothing they only asked to join', async () => {
    const member = await memberInNothing();
    expect(await mine(member.headers)).toEqual({ status: 200, body: { url: null } });
    const [circle, event, pending] = [
      dated.find((group) => group.groupType === 'circle')!,
      dated.find((group) => group.groupType === 'event')!,
      dated.filter((group) => group.groupType === 'circle')[1]!,
    ];
    await t.database.connection.db.insert(memberships).values([
      { userId: member.id, groupId: circle.id, status: 'accepted', joinedAt: new Date() },
      { userId: member.id, groupId: event.id, role: 'attendee', status: 'accepted', joinedAt: new Date() },
      { userId: member.id, groupId: pending.id, status: 'pending' },
    ]);

    const created = await mine(member.headers, 'POST');
    const url = CalendarFeed.parse(created.body).url!;
    expect(url).toMatch(ADDRESS);
    expect(url).not.toContain(member.headers.authorization.replace('Bearer ', ''));
    expect((await mine(member.headers)).body).toEqual({ url });

    const feed = await fetchFeed(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toMatch(/^private/);
    const calendar = feed.body.replace(/\r\n /g, '');
    expect(calendar).toContain('X-WR-CALNAME:');
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(calendar).toContain(`SUMMARY:${circle.name}`);
    expect(calendar).toContain(`SUMMARY:${event.name}`);
    expect(calendar).not.toContain(`SUMMARY:${pending.name}`);
    expect(calendar).toContain(`UID:circle-${circle.id}@`);
    // Every time is UTC, so calendar apps place it in the reader's own zone.
    expect(calendar.match(/DTSTART:\d{8}T\d{6}Z/g)).toHaveLength(2);
  });

  it('gives an empty calendar to a member who takes part in nothing dated', async () => {
    const member = await memberInNothing();
    const { url } = CalendarFeed.parse((await mine(member.headers, 'POST')).body);
    const feed = await fetchFeed(url!);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).not.toContain('BEGIN:VEVENT');
  });

  it('stops serving an address once renewed or turned off, and only for its own member', async () => {
    const member = await t.newMember();
    const other = await t.newMember();
    const first = CalendarFeed.parse((await mine(member.headers, 'POST')).body).url!;
    const theirs = CalendarFeed.parse((await mine(other.headers, 'POST')).body).url!;
    const second = CalendarFeed.parse((await mine(member.headers, 'POST')).body).url!;
    expect(second).not.toBe(first);
    const old = await fetchFeed(first);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ detail: CALENDAR_FEED_MESSAGES.notFound });
    expect((await fetchFeed(second)).statusCode).toBe(200);

    expect((await mine(member.headers, 'DELETE')).status).toBe(204);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await mine(member.headers)).body).toEqual({ url: null });
    expect((await fetchFeed(theirs)).statusCode).toBe(200);
  });

  it('refuses a malformed key without looking it up', async () => {
    expect((await t.inject({ url: `/api/v1${FEED}short/` })).statusCode).toBe(400);
    expect((await t.inject({ url: `/api/v1${FEED}${'a'.repeat(42)}%2F/` })).statusCode).toBe(400);
    expect((await t.inject({ url: `/api/v1${FEED}${'A'.repeat(43)}/` })).statusCode).toBe(404);
  });
});
