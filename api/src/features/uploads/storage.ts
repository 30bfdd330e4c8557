import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { API_PREFIX } from '@trellis/contracts';
import type { FileStore } from './file-store.ts';

/** Stored files are served back under this prefix (see the media route). */
export const MEDIA_PREFIX = `${API_PREFIX}/media/`;

/** Writes a file under a fresh random name (the uploader's name never reaches the disk) and returns its public URL. */
export async function storeFile(store: FileStore, buffer: Buffer, ext: string, mimeType: string): Promise<{ name: string; url: string }> {
  const name = `${randomUUID()}.${ext}`;
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
  const stored = await storeFile(store, file.buffer, file.ext, file.mime);
  try {
    return await commit(stored);
  } catch (error) {
    await removeStoredName(store, stored.name);
    throw error;
  }
}
