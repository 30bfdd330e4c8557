import { eq, like, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { slugify } from '../text/slugify.ts';
import type { Database } from './connection.ts';

/**
 * The title's slug, with a number after it when another row of the table has it already ("intro", "intro-2", ...).
 * Two writers may still pick the same one at once: the column's unique index refuses the second, which retries.
 */
export async function freeSlug(db: Database, table: PgTable, column: PgColumn, title: string, fallback: string): Promise<string> {
  const base = slugify(title) || fallback;
  const rows = await db
    .select({ slug: column })
    .from(table)
    .where(or(eq(column, base), like(column, `${base}-%`)));
  const taken = new Set(rows.map((row) => String(row.slug)));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
