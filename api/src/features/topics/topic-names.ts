import { inArray } from 'drizzle-orm';
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
