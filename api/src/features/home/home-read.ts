import { sql } from 'drizzle-orm';
import { HOME_ITEMS_PER_BLOCK, HOME_NEW_POSTS_DAYS, type MemberHome } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { groupBriefJson, isoTimestamp } from '../../db/sql-json.ts';
import { activeSessionOf } from '../../auth/request-user.ts';

const LIMIT = sql.raw(String(HOME_ITEMS_PER_BLOCK));
const NEW_POSTS_DAYS = sql.raw(String(HOME_NEW_POSTS_DAYS));

/**
 * The groups the member belongs to: accepted memberships, not follows. Every post of such a group is readable by
 * them, private ones included, so the blocks below need no further visibility rule.
 */
const memberGroupIds = sql`(select m.group_id from memberships m
    where m.user_id = ${users.id} and m.status = 'accepted' and m.membership_type = 'member')`;

/** An event is over once its end, or its start when it has no end, has passed; one without dates has not started yet. */
const nextEvents = sql`coalesce((select json_agg(json_build_object('id', e.id, 'name', e.name, 'name_slug', e.name_slug,
      'start_date', ${isoTimestamp(sql`e.start_date`)}, 'end_date', ${isoTimestamp(sql`e.end_date`)})
      order by e.start_date nulls last, e.id)
    from (select g.id, g.name, g.name_slug, g.start_date, g.end_date from groups g
      where g.id in ${memberGroupIds} and g.group_type = 'event'
        and (coalesce(g.end_date, g.start_date) is null or coalesce(g.end_date, g.start_date) > now())
      order by g.start_date nulls last, g.id limit ${LIMIT}) e), '[]'::json)`;

/**
 * The member's circles, the liveliest first. What changed is told by the posts others shared since the member last
 * opened the circle's page (the last 7 days for a circle they never opened) and by the latest post.
 */
const circles = sql`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'name_slug', c.name_slug,
      'new_posts', c.new_posts, 'last_seen_at', ${isoTimestamp(sql`c.last_seen_at`)},
      'latest_post_at', ${isoTimestamp(sql`c.latest_post_at`)})
      order by c.latest_post_at desc nulls last, c.name, c.id)
    from (select g.id, g.name, g.name_slug, v.last_seen_at, activity.latest_post_at, activity.new_posts from groups g
      left join circle_visits v on v.user_id = ${users.id} and v.group_id = g.id
      cross join lateral (select max(p.created_at) as latest_post_at,
        (count(*) filter (where p.created_at > coalesce(v.last_seen_at, now() - make_interval(days => ${NEW_POSTS_DAYS}))
          and p.created_by_id is distinct from ${users.id}))::int as new_posts
        from posts p where p.group_id = g.id) activity
      where g.id in ${memberGroupIds} and g.group_type = 'circle'
      order by activity.latest_post_at desc nulls last, g.name, g.id limit ${LIMIT}) c), '[]'::json)`;

/** Applications the job's organization has not decided yet, the latest first. */
const applications = sql`coalesce((select json_agg(json_build_object('id', a.id, 'applied_at', ${isoTimestamp(sql`a.created_at`)},
      'job', json_build_object('id', a.job_id, 'slug', a.job_slug, 'title', a.job_title), 'organization',
        json_build_object('id', a.group_id, 'name', a.group_name, 'name_slug', a.group_slug, 'group_type', a.group_type))
      order by a.created_at desc, a.id desc)
    from (select ja.id, ja.created_at, j.id as job_id, j.slug as job_slug, j.title as job_title, g.id as group_id,
        g.name as group_name, g.name_slug as group_slug, g.group_type from job_applications ja join jobs j on j.id = ja.job_id join groups g on g.id = j.group_id
      where ja.user_id = ${users.id} and ja.status = 'pending'
      order by ja.created_at desc, ja.id desc limit ${LIMIT}) a), '[]'::json)`;

/** The newest posts and newsletters of the member's groups (career tips have their own page). */
const groupPosts = sql`coalesce((select json_agg(json_build_object('id', p.id, 'slug', p.slug, 'title', p.title, 'types', p.type,
      'created_at', ${isoTimestamp(sql`p.created_at`)}, 'group', ${groupBriefJson(sql`g`)}) order by p.created_at desc, p.id desc)
    from (select * from posts p where p.group_id in ${memberGroupIds} and p.type in ('post', 'newsletter')
      order by p.created_at desc, p.id desc limit ${LIMIT}) p join groups g on g.id = p.group_id), '[]'::json)`;

/** The member's home in one statement, with their session checked in it: no row when the session has ended. */
export const memberHome = perDatabase((db: Database) =>
  db
    .select({
      next_events: sql<MemberHome['next_events']>`${nextEvents}`,
      circles: sql<MemberHome['circles']>`${circles}`,
      applications: sql<MemberHome['applications']>`${applications}`,
      group_posts: sql<MemberHome['group_posts']>`${groupPosts}`,
    })
    .from(users)
    .innerJoin(sessions, activeSessionOf())
    .prepare('home_member'),
);
