import { join } from 'node:path';
import { configFromEnv, REPO_ROOT } from '../config.ts';
import { backUpDataDir, restoreDataDir } from './backup.ts';

const POSTGRES_ADVICE = [
  'DATABASE_URL is set: back PostgreSQL up with its own tools, for example',
  '  pg_dump --format=custom --file=trellis.dump "$DATABASE_URL"',
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" trellis.dump',
  'and copy the uploads folder beside it (TRELLIS_DATA_DIR/uploads on each API instance).',
].join('\n');

const usage = 'usage: npm run backup [file]   |   npm run restore <file>';

/** `npm run backup [file]` and `npm run restore <file>` for the embedded database in TRELLIS_DATA_DIR. */
async function main(command: string | undefined, file: string | undefined): Promise<number> {
  const settings = configFromEnv(process.env);
  if (settings.databaseUrl) {
    console.error(POSTGRES_ADVICE);
    return 2;
  }
  if (command === 'backup') {
    const target = file ?? join(REPO_ROOT, '.data', 'backups', `trellis-${new Date().toISOString().replaceAll(':', '-')}.tar.gz`);
    const { bytes, by } = await backUpDataDir(settings.dataDir, target);
    console.log(`Backed up ${settings.dataDir} to ${target} (${bytes} bytes, written by the ${by}).`);
    return 0;
  }
  if (command === 'restore' && file) {
    await restoreDataDir(file, settings.dataDir);
    console.log(`Restored ${file} into ${settings.dataDir}.`);
    return 0;
  }
  console.error(usage);
  return 2;
}

try {
  process.exitCode = await main(process.argv[2], process.argv[3]);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
