import type { Database } from './connection.ts';

/**
 * A prepared statement built once per database and reused by every call. Drizzle
 * renders the SQL text when the statement is built, not per call; on PostgreSQL the
 * statement's name makes each pooled connection parse and plan it once, on PGlite
 * the name is ignored and only the rendering is saved.
 *
 *   const byId = perDatabase((db) => db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare('users_by_id'));
 *   await byId(db).execute({ id });
 *
 * Names are global on a connection: each statement gets its own, prefixed by its feature.
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * Prepared statements whose SQL text depends on which filters a call uses: one per database and filter shape (`key`,
 * which also names the statement), built the first time that shape is asked for.
 */
export function perDatabaseAndKey<Args extends unknown[], T>(build: (db: Database, key: string, ...args: Args) => T) {
  const built = perDatabase(() => new Map<string, T>());
  return (db: Database, key: string, ...args: Args): T => {
    const statements = built(db);
    let statement = statements.get(key);
    if (statement === undefined) {
      statement = build(db, key, ...args);
      statements.set(key, statement);
    }
    return statement;
  };
}
