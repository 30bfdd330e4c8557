import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { createPglite } from './pglite-client.ts';
import { keptStatementQuery } from './pglite-statements.ts';
import * as schema from './schema/index.ts';

/** The drizzle database every feature uses, whichever driver sits underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Unlisten = () => Promise<void>;

/** An open database: the drizzle handle plus what drizzle does not cover (migrations, LISTEN, closing). */
export interface DatabaseConnection {
  readonly db: Database;
  migrate(): Promise<void>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel`, from this or any other connection to the same database.
   * `onListening` hears when notifications start to arrive and when they stop until a lost connection is reopened:
   * whoever keeps state that notifications keep current must not trust it in between.
   */
  listen(channel: string, onPayload: (payload: string) => void, onListening?: (listening: boolean) => void): Promise<Unlisten>;
  /** Queries waiting for the database right now: the load signal that decides when to shed requests. */
  pendingQueries(): number;
  /** A consistent tar.gz of the embedded database's folder; null on PostgreSQL, whose own tools back it up. */
  dumpDataDir(): Promise<Blob> | null;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
const CASING = 'snake_case';

const IN_MEMORY = ':memory:';

/**
 * Embedded PostgreSQL: data in `dataDir`, or in memory for ':memory:'. The
 * folder is locked for this process first; `purpose` names it to a second opener.
 */
export async function openPglite(dataDir: string, purpose = 'Trellis API server'): Promise<DatabaseConnection> {
  if (dataDir === IN_MEMORY) return pgliteConnection(await createPglite());
  const lock = lockDataDir(dataDir, purpose);
  try {
    const connection = pgliteConnection(await createPglite(dataDir));
    return { ...connection, close: () => connection.close().finally(() => lock.release()) };
  } catch (error) {
    lock.release();
    throw error;
  }
}

const COUNTED_METHODS = new Set(['query', 'exec', 'transaction']);

/**
 * PGlite runs one query at a time; counting the calls in progress gives the length of its queue. `overrides` stand
 * in for the client's own methods of the same names.
 */
function countingClient(client: PGlite, overrides: Partial<Pick<PGlite, 'query'>> = {}): { client: PGlite; pending: () => number } {
  let pending = 0;
  const counted = new Proxy(client, {
    get(target, property) {
      const value: unknown = (overrides as Record<PropertyKey, unknown>)[property] ?? Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!COUNTED_METHODS.has(String(property))) return value.bind(target);
      return async (...args: unknown[]) => {
        pending++;
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          pending--;
        }
      };
    },
  });
  return { client: counted, pending: () => pending };
}

export function pgliteConnection(raw: PGlite): DatabaseConnection {
  const { client, pending } = countingClient(raw, { query: keptStatementQuery(raw) });
  const db = drizzlePglite({ client, schema, casing: CASING });
  return {
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: async (channel, onPayload, onListening) => {
      const unlisten = await raw.listen(channel, onPayload);
      onListening?.(true);
      return unlisten;
    },
    pendingQueries: pending,
    // A checkpoint first writes every committed page to the folder, so the dump does not lean on replaying the log.
    dumpDataDir: () => raw.exec('CHECKPOINT').then(() => raw.dumpDataDir('gzip')),
    close: () => raw.close(),
  };
}

/** A PostgreSQL server; LISTEN uses one dedicated connection that reconnects when it drops. */
export async function openPostgres(connectionString: string): Promise<DatabaseConnection> {
  // A server that cannot be reached fails a query within seconds rather than holding the request.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 3000 });
  pool.on('error', () => {
    // Idle clients that lose their server are discarded by the pool; the next query opens a new one.
  });
  const db = drizzlePg({ client: pool, schema, casing: CASING });
  const listeners = new Set<pg.Client>();
  let closed = false;

  async function listen(
    channel: string,
    onPayload: (payload: string) => void,
    onListening?: (listening: boolean) => void,
  ): Promise<Unlisten> {
    let client: pg.Client | null = null;
    let stopped = false;
    // A reconnection that fails (the server is still away) tries again a second later, for as long as it takes.
    const reconnectSoon = () => {
      if (!stopped && !closed) setTimeout(() => void connect().catch(reconnectSoon), 1000);
    };
    const connect = async () => {
      const next = new pg.Client({ connectionString });
      let live = false;
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      // A server that goes away may end the connection with an error or without one. An error while connecting
      // also rejects connect(), whose caller retries.
      const lost = () => {
        if (!live) return;
        live = false;
        onListening?.(false);
        listeners.delete(next);
        void next.end().catch(() => undefined);
        reconnectSoon();
      };
      next.on('error', lost);
      next.on('end', lost);
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        void next.end().catch(() => undefined);
        throw error;
      }
      live = true;
      client = next;
      listeners.add(next);
      onListening?.(true);
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
    pendingQueries: () => pool.waitingCount,
    dumpDataDir: () => null,
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
