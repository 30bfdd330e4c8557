import { inArray, sql, type SQL } from 'drizzle-orm';
import type { NamedItem } from '@trellis/shared/contracts';
import type { Database } from '../../db/connection.ts';
import { topics } from '../../db/schema/index.ts';

/** Looks up the names of every topic or skill id in one query and returns a function that turns ids into named items. */
export async function topicNamer(db: Database, ids: Iterable<number>): Promise<(ids: readonly number[]) => NamedItem[]> {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await db.select({ id: topics.id, name: topics.name }).from(topics).where(inArray(topics.id, unique)) : [];
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return (list) =>
    list.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    });
}

/**
 * `ids` (an integer[] expression) as a JSON array of `{ id, name }` in the database, in the order of the array;
 * ids of topics that no longer exist are left out, as `topicNamer` does.
 */
export function namedTopicsJson(ids: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by n.position)
    from unnest(${ids}) with ordinality as n(id, position) join topics t on t.id = n.id), '[]'::json)`;
}
