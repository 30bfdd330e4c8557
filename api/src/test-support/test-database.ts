import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, pgliteConnection, type DatabaseConnection } from '../db/connection.ts';
import { createPglite } from '../db/pglite-client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { seededPglite } from './seeded-pglite.ts';
import { testFileStore } from './test-files.ts';
import { defaultServerConfig } from '../config.ts';

export type TestDatabase = {
  connection: DatabaseConnection;
  /** The uploads folder that holds the files its rows name. */
  uploadsDir: string;
  /** Another connection to the same database, as a second API instance would open (PGlite has only the one). */
  openSibling(): Promise<DatabaseConnection>;
  close(): Promise<void>;
};

/**
 * A database of its own for one test file: in-memory PGlite by default, or a
 * new database on the server of DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(options: { demo?: boolean } = {}): Promise<TestDatabase> {
  const demo = options.demo ?? true;
  const serverUrl = process.env.DATABASE_URL;
  const { uploadsDir } = defaultServerConfig();
  if (!serverUrl) {
    let seeded: { connection: DatabaseConnection; uploadsDir: string };
    if (demo) {
      seeded = await seededPglite();
    } else {
      seeded = { connection: pgliteConnection(await createPglite()), uploadsDir };
      await prepareDatabase(seeded.connection, { demo: false, files: testFileStore() });
    }
    const { connection } = seeded;
    return { ...seeded, openSibling: async () => ({ ...connection, close: async () => {} }), close: () => connection.close() };
  }

  const name = `trellis_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openPostgres(url.toString());
  await prepareDatabase(connection, { demo, files: testFileStore() });
  const siblings: DatabaseConnection[] = [];
  return {
    connection,
    uploadsDir,
    async openSibling() {
      const sibling = await openPostgres(url.toString());
      siblings.push(sibling);
      return sibling;
    },
    async close() {
      await Promise.all([connection, ...siblings].map((open) => open.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await admin.end();
    },
  };
}
