import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database } from '../db/connection.ts';
import * as schema from '../db/schema/index.ts';

/**
 * A second handle on the same database that records every statement it sends, so a test can hold a read to a
 * number of round trips. It works on PGlite and on PostgreSQL alike.
 */
export type LoggedStatement = { query: string; params: unknown[] };

export function loggingDatabase(db: Database): { db: Database; statements: LoggedStatement[] } {
  const statements: LoggedStatement[] = [];
  const logger: Logger = { logQuery: (query, params) => void statements.push({ query, params }) };
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const logged =
    process.env.DATABASE_URL === undefined
      ? drizzlePglite({ client: client as PGlite, schema, casing: 'snake_case', logger })
      : drizzlePg({ client: client as pg.Pool, schema, casing: 'snake_case', logger });
  return { db: logged as unknown as Database, statements };
}

/** A logged statement's value written as SQL, for statements that cannot be sent values. */
function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new Error(`no SQL literal for ${typeof value}`);
}

/**
 * The plan PostgreSQL picks for a logged statement when it may not scan whole tables: demo tables are small enough
 * that a scan always wins, so this shows which index the statement can be served from once they are not. `generic`
 * asks for the plan kept for any values, the one a statement prepared for reuse runs, rather than one for the
 * statement's own values.
 */
export async function indexPlan(db: Database, { query, params }: LoggedStatement, { generic = false } = {}): Promise<string> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  type Run = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  const explainGeneric = async (run: Run) => {
    await run('set plan_cache_mode = force_generic_plan');
    await run(`prepare index_plan as ${query}`);
    try {
      return await run(`explain execute index_plan(${params.map(literal).join(', ')})`);
    } finally {
      await run('deallocate index_plan');
      await run('reset plan_cache_mode');
    }
  };
  const explain = async (run: Run) => {
    await run('set enable_seqscan = off');
    try {
      const plan = generic ? await explainGeneric(run) : await run(`explain ${query}`, params);
      return plan.rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    } finally {
      await run('reset enable_seqscan');
    }
  };
  if (process.env.DATABASE_URL === undefined) {
    const lite = client as PGlite;
    // PGlite's query binds values even when given none, which a statement that declares parameters refuses.
    return explain(async (text, values) =>
      values ? lite.query<Record<string, unknown>>(text, values) : ((await lite.exec(text))[0] as { rows: Record<string, unknown>[] }),
    );
  }
  const connection = await (client as pg.Pool).connect();
  try {
    return await explain((text, values) => connection.query(text, values));
  } finally {
    connection.release();
  }
}

/**
 * How often PostgreSQL planned the statements `run` sends for the values at hand (custom) and how often it used the
 * plan it keeps (generic). `run` gets a handle of its own on a single connection, where the counts are kept: after
 * five custom plans PostgreSQL keeps a generic one only when it costs no more than the custom ones did.
 */
export async function planChoices(db: Database, run: (db: Database) => Promise<unknown>): Promise<{ custom: number; generic: number }> {
  const statements: LoggedStatement[] = [];
  const logger: Logger = { logQuery: (query, params) => void statements.push({ query, params }) };
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const counts = (rows: Record<string, unknown>[]) => ({
    custom: rows.reduce((sum, row) => sum + Number(row.custom_plans), 0),
    generic: rows.reduce((sum, row) => sum + Number(row.generic_plans), 0),
  });
  const sent = () => [...new Set(statements.map((statement) => statement.query))];
  const PLANS = 'select generic_plans, custom_plans from pg_prepared_statements where statement = any($1)';
  if (process.env.DATABASE_URL === undefined) {
    await run(drizzlePglite({ client: client as PGlite, schema, casing: 'snake_case', logger }) as unknown as Database);
    return counts((await (client as PGlite).query<Record<string, unknown>>(PLANS, [sent()])).rows);
  }
  const single = new pg.Pool({ ...(client as pg.Pool).options, max: 1 });
  try {
    await run(drizzlePg({ client: single, schema, casing: 'snake_case', logger }) as unknown as Database);
    return counts((await single.query(PLANS, [sent()])).rows);
  } finally {
    await single.end();
  }
}
