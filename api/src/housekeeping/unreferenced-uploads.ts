import { basename } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection.ts';
import { profiles, uploadedFiles } from '../db/schema/index.ts';
import type { FileStore } from '../features/uploads/file-store.ts';
import { MEDIA_PREFIX, STORED_NAME, removeStoredName } from '../features/uploads/storage.ts';

export type UploadSweepSettings = {
  /** Files younger than this are left alone: their row may not have committed yet. */
  graceMs: number;
  everyMs: number;
};

/** Every stored file name a row points at. */
async function referencedNames(db: Database): Promise<Set<string>> {
  const [files, people] = await Promise.all([
    db.select({ path: uploadedFiles.path }).from(uploadedFiles),
    db.select({ picture: profiles.picture, resume: profiles.resume }).from(profiles),
  ]);
  const names = new Set(files.map((file) => basename(file.path)));
  for (const { picture, resume } of people) {
    for (const url of [picture, resume]) if (url?.startsWith(MEDIA_PREFIX)) names.add(basename(url));
  }
  return names;
}

/**
 * Removes stored files no row points at and older than the grace period: left by a
 * crash between writing the file and committing its row, or by a row deleted with
 * its owner. The references are read after the store is listed, so a file whose
 * row commits meanwhile is seen as referenced.
 */
export async function sweepUnreferencedUploads(db: Database, store: FileStore, graceMs: number, now = Date.now()): Promise<string[]> {
  const old: string[] = [];
  for await (const { name, modifiedMs } of store.list()) {
    if (STORED_NAME.test(name) && now - modifiedMs > graceMs) old.push(name);
  }
  if (!old.length) return [];
  const referenced = await referencedNames(db);
  const orphans = old.filter((name) => !referenced.has(name));
  for (const name of orphans) await removeStoredName(store, name);
  return orphans;
}

/** Runs the sweep at start and then every `everyMs`; removals are idempotent, so every instance may run it. */
export function scheduleUploadSweep(db: Database, store: FileStore, settings: UploadSweepSettings, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    sweepUnreferencedUploads(db, store, settings.graceMs).then(
      (removed) => removed.length && log.info({ removed: removed.length }, 'unreferenced uploads removed'),
      (error: unknown) => log.warn({ err: error }, 'sweeping unreferenced uploads failed'),
    );
  return {
    async start() {
      await run();
      timer = setInterval(() => void run(), settings.everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
    },
  };
}
