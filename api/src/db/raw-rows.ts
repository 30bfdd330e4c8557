import type { SQL } from 'drizzle-orm';
import type { Database } from './connection.ts';

/**
 * The rows of a statement written in SQL (a recursive query, a full-text search): node-postgres and PGlite both
 * answer `{ rows }`, which the type drizzle gives both drivers leaves unknown.
 */
export async function rawRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
