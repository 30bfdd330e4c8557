import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CircleListQuery, EventListQuery, GroupList, PATHS, ProgramList, SEARCH_TOO_SHORT } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { groups, topics, users } from '../../db/schema/index.ts';
import { indexPlan, loggingDatabase } from '../../test-support/statement-log.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { VISITOR_ACCESS } from '../../auth/viewer-source.ts';
import { listCircles, listEvents, listUserCircles } from './program-lists.ts';
import { pageWindow } from '../../http/paging.ts';

describe('circle and event lists', () => {
  let t: TestApp;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp();
    const all = GroupList.parse((await t.inject({ url: api(`${PATHS.groups}?page_size=100`) })).json());
    for (const group of all.data) ids.set(group.name_slug, group.id);
  });
  afterAll(() => t.close());

  const list = async (path: string) => {
    const response = await t.inject({ url: api(path) });
    expect(response.statusCode, path).toBe(200);
    return ProgramList.parse(response.json());
  };
  const slugs = async (path: string) => (await list(path)).data.map((group) => group.name_slug);

  describe('GET /circles/', () => {
    it('pages 9 circles at a time, newest start first, each with its life-cycle stage', async () => {
      const page = await list(PATHS.circles);
      expect(page.pagination).toEqual({ count: 7, page: 1, page_size: 9 });
      expect(page.data.map((circle) => [circle.name_slug, circle.lifecycle])).toEqual([
        ['data-analytics-sprint', 'application_opening_soon'],
        ['community-health-data-circle', 'application_open'],
        ['ai-foundations-for-career-changers', 'application_open'],
        ['grant-writing-bootcamp', 'application_closed'],
        ['first-gen-professionals', 'running'],
        ['robotics-career-launchpad', 'closed'],
        ['startup-foundations-2025', 'archived'],
      ]);
      const paid = page.data.find((circle) => circle.name_slug === 'ai-foundations-for-career-changers')!;
      expect(paid).toMatchObject({
        price: 149,
        discount: 20,
        total_members: 3,
        maximum_size: 30,
        parent_group: { name_slug: 'trellis-career-network' },
      });
      expect(paid.topics_detailed.map((topic) => topic.name)).toEqual(['Artificial Intelligence', 'Career Planning']);
    });

    it('pages in the database and still counts past the last page', async () => {
      const second = await list(`${PATHS.circles}?page=2&page_size=5`);
      expect(second.data.map((circle) => circle.name_slug)).toEqual(['robotics-career-launchpad', 'startup-foundations-2025']);
      expect(second.pagination.count).toBe(7);
      expect((await list(`${PATHS.circles}?page=5&page_size=5`)).pagination.count).toBe(7);
    });

    it('filters by parent group, paid or free, topic, country and name', async () => {
      expect(await slugs(`${PATHS.circles}?parent_group=${ids.get('lumen-robotics')}`)).toEqual([
        'robotics-career-launchpad',
        'startup-foundations-2025',
      ]);
      expect(await slugs(`${PATHS.circles}?is_paid=true`)).toEqual(['ai-foundations-for-career-changers', 'grant-writing-bootcamp']);
      expect(await slugs(`${PATHS.circles}?is_paid=false&country=Canada`)).toEqual([
        'robotics-career-launchpad',
        'startup-foundations-2025',
      ]);
      const dataScience = (await list(PATHS.circles)).data
        .flatMap((circle) => circle.topics_detailed)
        .find((topic) => topic.name === 'Data Science')!;
      expect(await slugs(`${PATHS.circles}?topic=${dataScience.id}`)).toEqual(['data-analytics-sprint', 'community-health-data-circle']);
      expect(await slugs(`${PATHS.circles}?search=%20SPRINT%20`)).toEqual(['data-analytics-sprint']);
      expect(await slugs(`${PATHS.circles}?search=%25_`)).toEqual([]);
      expect(await slugs(`${PATHS.circles}?search=`)).toHaveLength(7);
    });

    it('shows a parent institution and topics awaiting approval to their author only', async () => {
      const db = t.database.connection.db;
      const [author] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'member@trellis.test'));
      const [topic] = await db
        .insert(topics)
        .values({ name: 'Moss Studies', topicType: 'general', pendingAuthorId: author!.id })
        .returning();
      const [institution] = await db
        .insert(groups)
        .values({ name: 'Hollow Hill Academy', nameSlug: 'hollow-hill-academy', groupType: 'institution', pendingAuthorId: author!.id })
        .returning();
      await db.insert(groups).values({
        name: 'Moss Circle',
        nameSlug: 'moss-circle',
        groupType: 'circle',
        parentGroupId: institution!.id,
        topics: [topic!.id],
      });
      try {
        const seenBy = async (email?: string) => {
          const headers = email ? await t.authHeader(email) : {};
          const response = await t.inject({ url: api(`${PATHS.circles}?search=moss`), headers });
          return ProgramList.parse(response.json()).data[0]!;
        };
        const own = await seenBy('member@trellis.test');
        expect(own.parent_group).toMatchObject({ name_slug: 'hollow-hill-academy' });
        expect(own.topics_detailed).toEqual([{ id: topic!.id, name: 'Moss Studies' }]);
        for (const other of [await seenBy('admin@trellis.test'), await seenBy()]) {
          expect(other.parent_group).toBeNull();
          expect(other.topics_detailed).toEqual([]);
        }
      } finally {
        await db.delete(groups).where(inArray(groups.nameSlug, ['moss-circle', 'hollow-hill-academy']));
        await db.delete(topics).where(eq(topics.id, topic!.id));
      }
    });

    it('answers 400 with a field error for bad filters', async () => {
      const short = await t.inject({ url: api(`${PATHS.circles}?search=a`) });
      expect(short.json()).toEqual({ field_errors: { search: [SEARCH_TOO_SHORT] } });
      for (const query of ['?page=0', '?page_size=101', '?parent_group=-1', '?topic=abc', '?is_paid=yes', `?search=${'x'.repeat(201)}`]) {
        const response = await t.inject({ url: api(PATHS.circles + query) });
        expect(response.statusCode, query).toBe(400);
        expect(Object.keys(response.json().field_errors)).toHaveLength(1);
      }
    });
  });

  describe('reads', () => {
    const page = pageWindow({ page: 1 }, 9);
    const statementsOf = async (read: (db: Database) => Promise<unknown>) => {
      const logged = loggingDatabase(t.database.connection.db);
      await read(logged.db);
      return logged.statements;
    };

    it('reads a page and its total in one statement', async () => {
      expect(await statementsOf((db) => listCircles(db, CircleListQuery.parse({}), page, VISITOR_ACCESS))).toHaveLength(1);
      expect(await statementsOf((db) => listEvents(db, EventListQuery.parse({ event_type: 'talk' }), page, VISITOR_ACCESS))).toHaveLength(
        1,
      );
      expect(await statementsOf((db) => listUserCircles(db, 1, page, VISITOR_ACCESS))).toHaveLength(1);
    });

    it('cuts each page straight from an index scan, with no sort of the skipped rows', async () => {
      // The page's Limit sits directly on the index scan: rows come in index order, so no sort precedes the offset.
      const limitOn = (index: string) => new RegExp(`Limit[^\\n]*\\n\\s*->\\s+Index (Only )?Scan using ${index}`);
      const [all] = await statementsOf((db) => listCircles(db, CircleListQuery.parse({}), page, VISITOR_ACCESS));
      expect(await indexPlan(t.database.connection.db, all!)).toMatch(limitOn('groups_type_start_idx'));
      const [underParent] = await statementsOf((db) => listEvents(db, EventListQuery.parse({ parent_group: '1' }), page, VISITOR_ACCESS));
      expect(await indexPlan(t.database.connection.db, underParent!)).toMatch(limitOn('groups_parent_type_start_idx'));
    });
  });

  describe('GET /events/', () => {
    it('pages 9 events, with the external link of an external event', async () => {
      const page = await list(PATHS.events);
      expect(page.pagination).toMatchObject({ count: 4, page_size: 9 });
      const webinar = page.data.find((event) => event.name_slug === 'global-health-careers-webinar')!;
      expect(webinar).toMatchObject({
        is_external: true,
        external_link: 'https://events.example.org/global-health-careers',
        event_type: 'talk',
      });
    });

    it('filters by event type, by parent group and by upcoming or past', async () => {
      expect(await slugs(`${PATHS.events}?event_type=conference`)).toEqual(['future-of-work-summit-2026']);
      expect(await slugs(`${PATHS.events}?parent_group=${ids.get('riverside-community-college')}`)).toEqual(['ai-tools-for-educators']);
      expect(await slugs(`${PATHS.events}?when=past`)).toEqual([]);
      expect(await slugs(`${PATHS.events}?when=upcoming`)).toHaveLength(4);
      expect((await t.inject({ url: api(`${PATHS.events}?event_type=party`) })).statusCode).toBe(400);
    });
  });

  describe('GET /users/{id}/circles/', () => {
    const userId = async (email: string) =>
      (await t.database.connection.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

    it('lists the circles a member belongs to, not the ones they only applied to', async () => {
      expect(await slugs(PATHS.userCircles(await userId('member@trellis.test')))).toEqual(['first-gen-professionals']);
      expect(await slugs(PATHS.userCircles(await userId('leader@trellis.test')))).toEqual([
        'ai-foundations-for-career-changers',
        'robotics-career-launchpad',
        'startup-foundations-2025',
      ]);
      expect(await slugs(PATHS.userCircles(await userId('grace.kim@example.org')))).toEqual([]);
    });

    it('answers an empty page for an unknown member and 400 for a malformed id', async () => {
      expect((await list(PATHS.userCircles(999_999))).pagination.count).toBe(0);
      expect((await t.inject({ url: api('/users/0/circles/') })).statusCode).toBe(400);
    });
  });
});
