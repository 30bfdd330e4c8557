import pg from 'pg';

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/** A database of its own on the PostgreSQL server of `serverUrl`, dropped (with its connections) by `drop`. */
export async function scratchPostgresDatabase(serverUrl: string, label: string): Promise<ScratchDatabase> {
  const name = `trellis_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await again.end();
    },
  };
}
