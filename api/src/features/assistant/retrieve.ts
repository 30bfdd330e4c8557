import { sql } from 'drizzle-orm';
import type { RecommendedItemType } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** An item of the platform found for a question, with what made it match. */
export type RetrievedItem = {
  type: RecommendedItemType;
  id: number;
  slug: string;
  name: string;
  /** Its text without markup, cut short: what a prompt or an answer may quote. */
  summary: string;
  /** One fact that helps choose it: the organization of a job, the start of a circle, the title of a person. */
  detail: string | null;
  /** Its page on the platform. */
  path: string;
  rank: number;
  /** The words of the question it matched, as the member typed them. */
  matched: string[];
  /** The member's own topics and skills it shares. */
  shared: string[];
  isFollowed: boolean;
};

/** At most this many items of one type are kept, the best first. */
export const ITEMS_PER_TYPE = 5;
const ITEMS_IN_ALL = 20;

/**
 * Full-text retrieval over what the platform publishes: open jobs, public circles, events and organizations, approved
 * use cases, AI tools and resources, and verified members other than the asker, in one statement that runs alike on
 * PostgreSQL and PGlite. The question's words are stemmed with the English dictionary (stop words dropped) and any
 * of them may match, so "how do I move into data science?" finds items about data or science, ranked by how many of
 * its words they hold and where (a name or a topic counts more than a description). Items sharing the member's
 * topics and skills rank a little higher.
 */
export async function retrieve(db: Database, question: string, userId: number): Promise<RetrievedItem[]> {
  const rows = await rawRows<{
    type: RecommendedItemType;
    id: number;
    slug: string;
    name: string;
    summary: string;
    detail: string | null;
    path: string;
    rank: number;
    matched: string[];
    shared: string[];
    is_followed: boolean;
  }>(
    db,
    sql`
    with tokens as (
      select distinct lower(p.token) as word, (ts_lexize('english_stem', lower(p.token)))[1] as lexeme
      from ts_parse('default', ${question}) p
      where p.tokid in (1, 2, 3, 9, 10, 11)
    ),
    terms as (select word, lexeme from tokens where lexeme is not null and length(lexeme) > 1),
    wanted as (select to_tsquery('simple', string_agg(lexeme, ' | ')) as query from terms having count(*) > 0),
    me as (
      select coalesce(gp.topics, '{}') || coalesce(gp.skills, '{}') as tags
      from (select 1) one left join group_profiles gp on gp.user_id = ${userId}
    ),
    tag_names as (select id, name from topics where pending_author_id is null),
    docs as (
      select case when g.group_type = 'organization' then 'organization' else g.group_type end as type,
        g.id, g.name_slug as slug, g.name, g.description || ' ' || g.objective as body, g.topics as tags,
        case when g.start_date is null then g.country else 'Starts ' || to_char(g.start_date at time zone 'UTC', 'FMMonth FMDD, YYYY') end as detail,
        '/' || case g.group_type when 'organization' then 'org' else g.group_type end || '/' || g.name_slug as path
      from groups g
      where g.group_type in ('circle', 'event', 'organization') and g.privacy = 0 and g.pending_author_id is null
        and (g.end_date is null or g.end_date > now())
      union all
      select 'job', j.id, j.slug, j.title, j.description || ' ' || j.requirements, j.skills,
        'At ' || o.name, '/job/' || j.slug
      from jobs j join groups o on o.id = j.group_id
      where j.job_status = 'approved' and (j.application_close_date is null or j.application_close_date > now())
      union all
      select 'use_case', u.id, u.slug, u.title, u.description || ' ' || u.reason, u.topics, u.complexity || ' complexity', '/usecase/' || u.slug
      from use_cases u where u.status = 'approved'
      union all
      select 'ai_tool', a.id, a.slug, a.name, a.description || ' ' || array_to_string(array(select jsonb_array_elements_text(a.categories)), ' '),
        '{}'::int[], null, '/ai-tool/' || a.slug
      from ai_tools a where a.status = 'approved'
      union all
      select case when r.sub_type = 'external' then 'external_resource' else 'resource' end, r.id, r.title_slug, r.title, r.content, r.topics,
        case when r.is_premium then 'Premium resource' else null end, '/resource/' || r.title_slug
      from resources r where r.status = 'approved' and r.security_level = 0
      union all
      select 'user', u.id, p.name_slug, u.first_name || ' ' || u.last_name,
        p.title || ' ' || p.short_bio || ' ' || p.career_story || ' ' || p.career_advice, gp.topics || gp.skills,
        nullif(p.title, ''), '/profile/' || p.name_slug
      from users u join profiles p on p.user_id = u.id join group_profiles gp on gp.user_id = u.id
      where u.is_verified and u.is_active and u.deleted_at is null and u.id <> ${userId}
    ),
    vectors as (
      select d.*,
        setweight(to_tsvector('english', d.name || ' ' || coalesce((select string_agg(t.name, ' ') from tag_names t where t.id = any(d.tags)), '')), 'A')
          || setweight(to_tsvector('english', regexp_replace(d.body, '<[^>]*>', ' ', 'g')), 'B') as doc
      from docs d
    ),
    ranked as (
      select v.*, ts_rank(v.doc, w.query) + 0.05 * (select count(*) from unnest(v.tags) tag where tag = any(me.tags)) as score,
        row_number() over (partition by v.type order by ts_rank(v.doc, w.query) desc, v.id) as place
      from vectors v, wanted w, me
      where v.doc @@ w.query
    )
    select r.type, r.id, r.slug, r.name, r.detail, r.path, r.score::float8 as rank,
      left(btrim(regexp_replace(regexp_replace(r.body, '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g')), 280) as summary,
      array(select t.word from terms t where r.doc @@ to_tsquery('simple', t.lexeme) order by t.word) as matched,
      array(select t.name from tag_names t, me where t.id = any(r.tags) and t.id = any(me.tags) order by t.name) as shared,
      exists(select 1 from follows f where f.follower_id = ${userId} and f.target_id = r.id
        and f.target_type = case r.type when 'user' then 'user' when 'circle' then 'circle' when 'event' then 'event' when 'organization' then 'organization' else '' end
      ) as is_followed
    from ranked r
    where r.place <= ${ITEMS_PER_TYPE}
    order by r.score desc, r.type, r.id
    limit ${ITEMS_IN_ALL}
  `,
  );
  return rows.map((row) => ({
    type: row.type,
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    detail: row.detail,
    path: row.path,
    rank: Number(row.rank),
    matched: row.matched,
    shared: row.shared,
    isFollowed: row.is_followed,
  }));
}
