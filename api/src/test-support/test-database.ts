import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, pgliteConnection, type DatabaseConnection } from '../db/connection.ts';
import { createPglite } from '../db/pglite-client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { localFileStore } from '../features/uploads/file-store.ts';
import { fingerprint, seededPglite, seededUploadsDir } from './seeded-pglite.ts';
import { testFileStore } from './test-files.ts';
import { defaultServerConfig } from '../config.ts';

/** Held while a seeded template is made, so that two test processes on one server make it once. */
const TEMPLATE_LOCK = 0x7472656c; // "trel"
const TEMPLATE_PREFIX = 'trellis_template_';

function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The demo database every test database on a PostgreSQL server is copied from, made once per schema and day as the
 * PGlite snapshot is: copying a database takes a fraction of the time of migrating and seeding one. Templates of
 * earlier days are dropped.
 */
async function seededTemplate(admin: pg.Client, serverUrl: string): Promise<{ template: string; uploadsDir: string }> {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const seed = await fingerprint();
  const template = `${TEMPLATE_PREFIX}${day}_${seed}`;
  const uploadsDir = seededUploadsDir(`${seed}-postgres`);
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount) return { template, uploadsDir };
    const stale = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
      TEMPLATE_PREFIX,
    ]);
    for (const { datname } of stale.rows.filter((row) => !row.datname.startsWith(`${TEMPLATE_PREFIX}${day}_`))) {
      await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(datname)} IS_TEMPLATE false`);
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
    }
    // Seeded under another name and renamed once complete, so an interrupted run leaves no half template behind.
    const partial = `${template}_partial`;
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(partial)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(partial)}`);
    const connection = await openPostgres(databaseUrl(serverUrl, partial));
    try {
      await prepareDatabase(connection, { demo: true, files: localFileStore(uploadsDir) });
    } finally {
      await connection.close();
    }
    await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(partial)} RENAME TO ${pg.escapeIdentifier(template)}`);
    await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(template)} IS_TEMPLATE true`);
    return { template, uploadsDir };
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

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
  const { uploadsDir: defaultUploadsDir } = defaultServerConfig();
  if (!serverUrl) {
    let seeded: { connection: DatabaseConnection; uploadsDir: string };
    if (demo) {
      seeded = await seededPglite();
    } else {
      seeded = { connection: pgliteConnection(await createPglite()), uploadsDir: defaultUploadsDir };
      await prepareDatabase(seeded.connection, { demo: false, files: testFileStore() });
    }
    const { connection } = seeded;
    return { ...seeded, openSibling: async () => ({ ...connection, close: async () => {} }), close: () => connection.close() };
  }

  const name = `trellis_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let connection: DatabaseConnection;
  let uploadsDir = defaultUploadsDir;
  if (demo) {
    const seeded = await seededTemplate(admin, serverUrl);
    uploadsDir = seeded.uploadsDir;
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(seeded.template)}`);
    connection = await openPostgres(databaseUrl(serverUrl, name));
  } else {
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    connection = await openPostgres(databaseUrl(serverUrl, name));
    await prepareDatabase(connection, { demo, files: testFileStore() });
  }
  const url = databaseUrl(serverUrl, name);
  const siblings: DatabaseConnection[] = [];
  return {
    connection,
    uploadsDir,
    async openSibling() {
      const sibling = await openPostgres(url);
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
