import { sql, type SQL } from 'drizzle-orm';
import type { UseCaseCard, UseCaseListQuery } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase, perDatabaseAndKey } from '../../db/prepared.ts';
import { isoTimestamp } from '../../db/sql-json.ts';
import { likePattern } from '../../text/like-pattern.ts';
import { viewerSource } from '../../auth/viewer-source.ts';
import { viewerAdministers } from './content-moderators.ts';

/** One use case as the grid shows it, from `u` beside `viewer`, with the viewer's vote. */
const cardJson = sql<UseCaseCard>`json_build_object(
  'id', u.id,
  'slug', u.slug,
  'title', u.title,
  'description', u.description,
  'thumbnail_image', u.thumbnail_image,
  'topics_detailed', coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by array_position(u.topics, t.id))
    from topics t where t.id = any(u.topics) and (t.pending_author_id is null or t.pending_author_id = viewer.id)), '[]'::json),
  'business_value', u.business_value,
  'complexity', u.complexity,
  'innovation_category', u.innovation_category,
  'categories', u.categories,
  'vote_score', u.vote_score,
  'user_vote_type', (select nullif(v.value, 0) from votes v where v.user_id = viewer.id and v.content_type = 'usecase' and v.object_id = u.id),
  'status', u.status,
  'created_at', ${isoTimestamp(sql`u.created_at`)}
)`;

/**
 * The list's conditions: approved use cases for everyone; another status only among those the viewer moderates
 * (staff, or admins of the use case's organization hierarchy). `key` names the combination.
 */
function listConditions(query: UseCaseListQuery): { key: string; where: SQL } {
  const parts: [string, SQL][] = [];
  if ((query.status ?? 'approved') === 'approved') parts.push(['approved', sql`u.status = 'approved'`]);
  else parts.push(['moderated', sql`u.status = ${sql.placeholder('status')} and ${viewerAdministers(sql`u`)}`]);
  if (query.search)
    parts.push(['search', sql`(u.title ilike ${sql.placeholder('search')} or u.description ilike ${sql.placeholder('search')})`]);
  if (query.job_function) parts.push(['job', sql`${sql.placeholder('jobFunction')}::int = any(u.job_functions)`]);
  if (query.professional_field) parts.push(['field', sql`${sql.placeholder('professionalField')}::int = any(u.professional_fields)`]);
  if (query.career_stage) parts.push(['stage', sql`${sql.placeholder('careerStage')}::int = any(u.career_stages)`]);
  if (query.business_value) parts.push(['value', sql`u.business_value = ${sql.placeholder('businessValue')}`]);
  if (query.complexity) parts.push(['complexity', sql`u.complexity = ${sql.placeholder('complexity')}`]);
  if (query.innovation_category) parts.push(['innovation', sql`u.innovation_category = ${sql.placeholder('innovationCategory')}`]);
  if (query.category) parts.push(['category', sql`u.categories @> jsonb_build_array(${sql.placeholder('category')}::text)`]);
  return {
    key: parts.map(([name]) => name).join('_'),
    where: sql.join(
      parts.map(([, condition]) => condition),
      sql` and `,
    ),
  };
}

function listStatement(db: Database, key: string, where: SQL) {
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      count: sql<number>`(select count(*)::int from use_cases u where ${where})`,
      data: sql<UseCaseCard[]>`coalesce((select json_agg(${cardJson} order by u.created_at desc, u.id desc)
        from (select * from use_cases u where ${where} order by u.created_at desc, u.id desc
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) u), '[]'::json)`,
    })
    .from(viewerSource)
    .prepare(`use_cases_list_${key}`);
}

const listStatements = perDatabaseAndKey(listStatement);

/** One page of the grid with its total and the viewer's votes, newest first. */
export async function listUseCases(db: Database, query: UseCaseListQuery, access: { userId: number; sessionId: string }, pageSize: number) {
  const { key, where } = listConditions(query);
  const statement = listStatements(db, key, where);
  const [row] = await statement.execute({
    ...access,
    status: query.status,
    search: query.search ? likePattern(query.search) : undefined,
    jobFunction: query.job_function,
    professionalField: query.professional_field,
    careerStage: query.career_stage,
    businessValue: query.business_value,
    complexity: query.complexity,
    innovationCategory: query.innovation_category,
    category: query.category,
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  return row!;
}

/** The distinct values of the filters that have no option list, among approved use cases, in one statement. */
export const filterValuesStatement = perDatabase((db: Database) =>
  db
    .select({
      business_values: sql<string[]>`coalesce(array_agg(distinct u.business_value) filter (where u.business_value <> ''), '{}')`,
      complexities: sql<string[]>`coalesce(array_agg(distinct u.complexity) filter (where u.complexity <> ''), '{}')`,
      innovation_categories: sql<
        string[]
      >`coalesce(array_agg(distinct u.innovation_category) filter (where u.innovation_category <> ''), '{}')`,
    })
    .from(sql`use_cases u`)
    .where(sql`u.status = 'approved'`)
    .prepare('use_cases_filter_values'),
);
