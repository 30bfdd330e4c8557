import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** The drizzle database every feature uses, whichever driver sits underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Unlisten = () => Promise<void>;

/** An open database: the drizzle handle plus what drizzle does not cover (migrations, LISTEN, closing). */
export interface DatabaseConnection {
  readonly db: Database;
  migrate(): Promise<void>;
  /** Calls `onPayload` for every NOTIFY on `channel`, from this or any other connection to the same database. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
const CASING = 'snake_case';

const IN_MEMORY = ':memory:';

/** Embedded PostgreSQL: data in `dataDir`, or in memory for ':memory:'. */
export async function openPglite(dataDir: string): Promise<DatabaseConnection> {
  if (dataDir !== IN_MEMORY) mkdirSync(dataDir, { recursive: true });
  return pgliteConnection(await PGlite.create(dataDir === IN_MEMORY ? undefined : dataDir));
}

export function pgliteConnection(client: PGlite): DatabaseConnection {
  const db = drizzlePglite({ client, schema, casing: CASING });
  return {
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

/** A PostgreSQL server; LISTEN uses one dedicated connection that reconnects when it drops. */
export async function openPostgres(connectionString: string): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', () => {
    // Idle clients that lose their server are discarded by the pool; the next query opens a new one.
  });
  const db = drizzlePg({ client: pool, schema, casing: CASING });
  const listeners = new Set<pg.Client>();
  let closed = false;

  async function listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten> {
    let client: pg.Client | null = null;
    let stopped = false;
    const connect = async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      next.on('error', () => {
        listeners.delete(next);
        void next.end().catch(() => undefined);
        if (!stopped && !closed) setTimeout(() => void connect().catch(() => undefined), 1000);
      });
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
      listeners.add(next);
    };
    await connect();
    return async () => {
      stopped = true;
      if (client) {
        listeners.delete(client);
        await client.end();
      }
    };
  }

  return {
    db,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen,
    close: async () => {
      closed = true;
      await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
      listeners.clear();
      await pool.end();
    },
  };
}

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<DatabaseConnection> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
