import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { prepareDatabase } from './db/prepare.ts';
import { serveBackups } from './ops/backup.ts';
import { shutDownOnSignals } from './ops/graceful-shutdown.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts.ts';
import { fileStoreOf } from './features/uploads/file-store.ts';

function readConfig() {
  try {
    return configFromEnv(process.env);
  } catch (error) {
    console.error(`Trellis did not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const settings = readConfig();
const connection = await openDatabase(settings).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const { seeded } = await prepareDatabase(connection, { demo: true, files: await fileStoreOf(settings.server) });
const lifecycle = { draining: false };
const app = await buildApp({ db: connection, config: settings.server, lifecycle });
if (!settings.databaseUrl && settings.dataDir !== ':memory:') {
  const control = await serveBackups(connection, settings.dataDir);
  app.addHook('onClose', () => new Promise<void>((done) => control.close(() => done())));
}
shutDownOnSignals(app, connection, lifecycle, settings.server.shutdownGraceMs);

await app.listen({ port: settings.port, host: settings.host });

const url = `http://localhost:${settings.port}`;
const database = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${settings.dataDir}`;
console.log(
  [
    '',
    `Trellis is running at ${url}  (API ${url}/api/v1, docs ${url}/api/docs)`,
    `Database: ${database}${seeded ? ', demo data loaded' : ''}`,
    ...(settings.server.mail.devMailbox && !settings.server.mail.smtpUrl
      ? [`Mail: kept in an outbox at ${url}/dev/mailbox, readable from this machine only (TRELLIS_DEV_MAILBOX=1)`]
      : []),
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(26)} ${account.role}`),
    '',
  ].join('\n'),
);
