import { and, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { NamedItem } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { topics } from '../../db/schema/index.ts';
import { visibleTo, visibleToViewer } from '../submissions/visibility.ts';

/**
 * Looks up the names of every topic or skill id in one query and returns a function that turns ids into named items;
 * an entry awaiting approval is named only to its author and left out for every other viewer.
 */
export async function topicNamer(
  db: Database,
  ids: Iterable<number>,
  viewerId: number | null,
): Promise<(ids: readonly number[]) => NamedItem[]> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db
        .select({ id: topics.id, name: topics.name })
        .from(topics)
        .where(and(inArray(topics.id, unique), visibleTo(topics.pendingAuthorId, viewerId)))
    : [];
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return (list) =>
    list.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    });
}

/**
 * `ids` (an integer[] expression) as a JSON array of `{ id, name }` in the database, in the order of the array; ids
 * of topics that no longer exist, or that await approval and `viewerId` did not add, are left out, as `topicNamer`
 * does.
 */
export function namedTopicsJson(ids: SQLWrapper, viewerId: SQLWrapper): SQL {
  return sql`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by n.position)
    from unnest(${ids}) with ordinality as n(id, position)
    join topics t on t.id = n.id and ${visibleToViewer(sql`t.pending_author_id`, viewerId)}), '[]'::json)`;
}
