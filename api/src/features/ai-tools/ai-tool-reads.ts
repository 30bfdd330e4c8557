import { sql, type SQL } from 'drizzle-orm';
import type { AiTool, AiToolListQuery } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase, perDatabaseAndKey } from '../../db/prepared.ts';
import { likePattern } from '../../text/like-pattern.ts';
import { viewerSource } from '../../auth/viewer-source.ts';
import { viewerModerates } from '../use-cases/content-moderators.ts';
import { aiToolJoins, aiToolJson } from './ai-tool-json.ts';

/** The filters a query names; `key` names the combination, so each gets a statement (and plan) of its own. */
function listConditions(query: AiToolListQuery): { key: string; where: SQL } {
  const parts: [string, SQL][] = [['approved', sql`a.status = 'approved'`]];
  if (query.search)
    parts.push(['search', sql`(a.name ilike ${sql.placeholder('search')} or a.description ilike ${sql.placeholder('search')})`]);
  if (categoriesOf(query).length) parts.push(['categories', sql`jsonb_exists_any(a.categories, ${sql.placeholder('categories')}::text[])`]);
  return {
    key: parts.map(([name]) => name).join('_'),
    where: sql.join(
      parts.map(([, condition]) => condition),
      sql` and `,
    ),
  };
}

/** The category names of `?categories=`, a comma list; `all` asks for no filter. */
function categoriesOf(query: AiToolListQuery): string[] {
  return (query.categories ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && name !== 'all');
}

function listStatement(db: Database, key: string, where: SQL) {
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      count: sql<number>`(select count(*)::int from ai_tools a where ${where})`,
      data: sql<AiTool[]>`coalesce((select json_agg(${aiToolJson} order by a.created_at desc, a.id desc)
        from (select * from ai_tools a where ${where} order by a.created_at desc, a.id desc
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) a
        ${aiToolJoins}), '[]'::json)`,
    })
    .from(viewerSource)
    .prepare(`ai_tools_list_${key}`);
}

const listStatements = perDatabaseAndKey(listStatement);

/** One page of approved AI tools, newest first, with the total and the caller's votes and favourites. */
export async function listAiTools(db: Database, query: AiToolListQuery, access: { userId: number; sessionId: string }, pageSize: number) {
  const { key, where } = listConditions(query);
  const statement = listStatements(db, key, where);
  const [row] = await statement.execute({
    ...access,
    search: query.search ? likePattern(query.search) : undefined,
    categories: categoriesOf(query),
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  return row!;
}

/** One AI tool the caller may see: approved, or theirs to moderate. */
function toolStatement(db: Database, name: string, match: SQL) {
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      tool: sql<AiTool | null>`(select ${aiToolJson} from ai_tools a ${aiToolJoins}
        where ${match} and (a.status = 'approved' or ${viewerModerates(sql`a`)}))`,
    })
    .from(viewerSource)
    .prepare(name);
}

export const aiToolBySlug = perDatabase((db) => toolStatement(db, 'ai_tools_by_slug', sql`a.slug = ${sql.placeholder('slug')}`));
export const aiToolById = perDatabase((db) => toolStatement(db, 'ai_tools_by_id', sql`a.id = ${sql.placeholder('id')}`));
