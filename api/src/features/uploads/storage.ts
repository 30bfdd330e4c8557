import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { API_PREFIX } from '@trellis/contracts';
import type { FileStore } from './file-store.ts';

/** Stored files are served back under this prefix (see the media route). */
export const MEDIA_PREFIX = `${API_PREFIX}/media/`;

/** A fresh random name for a file of this extension: the uploader's name never reaches the store. */
const freshName = (ext: string) => `${randomUUID()}.${ext}`;

/** Writes a file under a fresh random name and returns its public URL. */
export async function storeFile(store: FileStore, buffer: Buffer, ext: string, mimeType: string): Promise<{ name: string; url: string }> {
  const name = freshName(ext);
  await store.put(name, buffer, mimeType);
  return { name, url: `${MEDIA_PREFIX}${name}` };
}

/** Names of stored files: a random UUID and the extension detected from the bytes. */
export const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

let removalHolds = 0;
const heldRemovals = new Map<FileStore, Set<string>>();

/**
 * Defers file removals until the returned release is called. A backup holds them
 * while it copies the folder, so a row in the copy never points at a file removed
 * between the database's snapshot and the copy of the uploads.
 */
export function holdRemovals(): () => Promise<void> {
  removalHolds++;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    removalHolds--;
    if (removalHolds > 0) return;
    const held = [...heldRemovals].flatMap(([store, names]) => [...names].map((name) => ({ store, name })));
    heldRemovals.clear();
    await Promise.all(held.map(({ store, name }) => store.remove(name)));
  };
}

/** Removes one stored file by its name, or queues it while a backup runs. */
export async function removeStoredName(store: FileStore, name: string) {
  const stored = basename(name);
  if (removalHolds === 0) return store.remove(stored);
  const names = heldRemovals.get(store) ?? new Set<string>();
  heldRemovals.set(store, names.add(stored));
}

/** Removes a stored file by its public URL; URLs that are not ours (seeded pictures, external links) are left alone. */
export async function removeStoredFile(store: FileStore, url: string | null) {
  if (!url?.startsWith(MEDIA_PREFIX)) return;
  await removeStoredName(store, basename(url));
}

/** Runs `commit`, which writes the row naming a stored file; a failed commit takes the file away again. */
async function commitOrRemove<Stored extends { name: string }, T>(
  store: FileStore,
  stored: Stored,
  commit: (stored: Stored) => Promise<T>,
) {
  try {
    return await commit(stored);
  } catch (error) {
    await removeStoredName(store, stored.name);
    throw error;
  }
}

/**
 * Stores a file, then runs `commit`, which writes the row that points at it: the
 * file exists before any row can name it, and a failed commit takes it away again.
 * A crash between the two leaves a file no row names, which the sweep removes.
 */
export async function storeThenCommit<T>(
  store: FileStore,
  file: { buffer: Buffer; ext: string; mime: string },
  commit: (stored: { name: string; url: string }) => Promise<T>,
): Promise<T> {
  return commitOrRemove(store, await storeFile(store, file.buffer, file.ext, file.mime), commit);
}

/**
 * `storeThenCommit` for a file arriving as a stream, written as it comes instead of held in memory; `commit` learns
 * its size once it is stored, and may still refuse it (over a quota), which removes it.
 */
export async function streamThenCommit<T>(
  store: FileStore,
  file: { stream: Readable; ext: string; mime: string },
  commit: (stored: { name: string; url: string; size: number }) => Promise<T>,
): Promise<T> {
  const name = freshName(file.ext);
  const size = await store.putStream(name, file.stream, file.mime);
  return commitOrRemove(store, { name, url: `${MEDIA_PREFIX}${name}`, size }, commit);
}
