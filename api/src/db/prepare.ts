import { ensureDefaultRemotes } from '../features/remotes/default-remotes.ts';
import type { FileStore } from '../features/uploads/file-store.ts';
import type { DatabaseConnection } from './connection.ts';
import { seedDemoData } from './seed/seed-demo.ts';

/**
 * Brings a database up to date: migrations, the remote registry defaults and, when asked, the demo data (first start
 * only), whose attachments go to `files`.
 */
export async function prepareDatabase(
  connection: DatabaseConnection,
  options: { demo: boolean; files: FileStore },
): Promise<{ seeded: boolean }> {
  await connection.migrate();
  await ensureDefaultRemotes(connection.db);
  return { seeded: options.demo ? await seedDemoData(connection.db, options.files) : false };
}
