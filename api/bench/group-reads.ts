/**
 * Group reads at volume: adds 4,000 circles and 1,000 events under the default organization and 20,000 members
 * (a fifth of them still pending) to one circle of a seeded in-process server, then times 200 requests of each
 * read one after another: a circle's detail for a signed-in member, the first and the last page of the circle
 * list, a name search, the event list and a deep page of the member list. Prints p50 and p95 in milliseconds per
 * read; it asserts nothing. Embedded database by default, PostgreSQL when
 * DATABASE_URL is set:
 *
 *   node api/bench/group-reads.ts
 *   node scripts/with-postgres.mjs -- node api/bench/group-reads.ts
 */
import { eq, sql } from 'drizzle-orm';
import { PATHS } from '@trellis/contracts';
import { groups } from '../src/db/schema/index.ts';
import { api, createTestApp } from '../src/test-support/test-app.ts';

const RUNS = 200;
const CIRCLES = 4000;
const EVENTS = 1000;
const MEMBERS = 20_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const t = await createTestApp();
try {
  const db = t.database.connection.db;
  const started = performance.now();
  await db.execute(sql`
    insert into groups (name, name_slug, group_type, description, country, parent_group_id, root_group_id, start_date, end_date, maximum_size, price_cents)
    select 'Bench circle ' || n, 'bench-circle-' || n, 'circle', 'A circle for the benchmark.', 'Canada', o.id, o.id,
      now() + (n % 400 - 200) * interval '1 day', now() + (n % 400 - 150) * interval '1 day', 50, case when n % 3 = 0 then 4900 end
    from generate_series(1, ${CIRCLES}) as n, (select id from groups where name_slug = 'trellis-career-network') as o`);
  await db.execute(sql`
    insert into groups (name, name_slug, group_type, description, country, parent_group_id, root_group_id, start_date, end_date, event_type)
    select 'Bench event ' || n, 'bench-event-' || n, 'event', 'An event for the benchmark.', 'Canada', o.id, o.id,
      now() + (n % 300 - 100) * interval '1 day', now() + (n % 300 - 99) * interval '1 day', 'workshop'
    from generate_series(1, ${EVENTS}) as n, (select id from groups where name_slug = 'trellis-career-network') as o`);
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, is_verified)
    select 'bench' || n || '@example.org', 'x', 'Bench', 'Member ' || n, n % 10 <> 0 from generate_series(1, ${MEMBERS}) as n`);
  await db.execute(sql`
    insert into profiles (user_id, name_slug, country) select id, 'bench-member-' || id, 'Canada' from users where email like 'bench%@example.org'`);
  await db.execute(sql`
    insert into memberships (user_id, group_id, status, created_at)
    select u.id, g.id, case when u.id % 5 = 0 then 'pending' else 'accepted' end, now() - u.id * interval '1 minute'
    from users as u, (select id from groups where name_slug = 'bench-circle-1') as g where u.email like 'bench%@example.org'`);
  await db.execute(sql`analyze`);
  console.log(`volume loaded in ${Math.round(performance.now() - started)} ms`);

  const [circle] = await db.select({ id: groups.id }).from(groups).where(eq(groups.nameSlug, 'bench-circle-1'));
  const member = await t.authHeader('member@trellis.test');
  const staff = await t.authHeader('staff@trellis.test');
  const lastPage = Math.ceil((CIRCLES + 7) / 9);
  const reads: [string, string, Record<string, string>][] = [
    ['circle detail (signed in)', PATHS.groupBySlug('bench-circle-1'), member],
    ['circles, first page', PATHS.circles, {}],
    ['circles, last page', `${PATHS.circles}?page=${lastPage}`, {}],
    ['circles, name search', `${PATHS.circles}?search=circle%2012`, {}],
    ['events, first page', PATHS.events, {}],
    ['members, page 800 of 15', `${PATHS.groupMembers(circle!.id)}?page=800`, staff],
    ['members, first page', PATHS.groupMembers(circle!.id), staff],
  ];
  for (const [name, path, headers] of reads) {
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const begun = performance.now();
      const response = await t.app.inject({ url: api(path), headers });
      if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      timings.push(performance.now() - begun);
    }
    timings.sort((a, b) => a - b);
    console.log(`${name.padEnd(28)} p50 ${percentile(timings, 50).toFixed(1)} ms   p95 ${percentile(timings, 95).toFixed(1)} ms`);
  }
} finally {
  await t.close();
}
