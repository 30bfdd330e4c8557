import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { API_PREFIX } from '@trellis/contracts';

/** Stored files are served back under this prefix (see the media route). */
export const MEDIA_PREFIX = `${API_PREFIX}/media/`;

/** Writes a file under a fresh random name (the uploader's name never reaches the disk) and returns its public URL. */
export async function storeFile(dir: string, buffer: Buffer, ext: string): Promise<{ name: string; url: string }> {
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${ext}`;
  await writeFile(join(dir, name), buffer);
  return { name, url: `${MEDIA_PREFIX}${name}` };
}

/** Names of stored files: a random UUID and the extension detected from the bytes. */
export const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

let removalHolds = 0;
const heldRemovals = new Set<string>();

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
    const paths = [...heldRemovals];
    heldRemovals.clear();
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  };
}

/** Removes one stored file by its name in `dir`, or queues it while a backup runs. */
export async function removeStoredName(dir: string, name: string) {
  const path = join(dir, basename(name));
  if (removalHolds > 0) heldRemovals.add(path);
  else await rm(path, { force: true });
}

/** Removes a stored file by its public URL; URLs that are not ours (seeded pictures, external links) are left alone. */
export async function removeStoredFile(dir: string, url: string | null) {
  if (!url?.startsWith(MEDIA_PREFIX)) return;
  await removeStoredName(dir, basename(url));
}

/**
 * Stores a file, then runs `commit`, which writes the row that points at it: the
 * file exists before any row can name it, and a failed commit takes it away again.
 * A crash between the two leaves a file no row names, which the sweep removes.
 */
export async function storeThenCommit<T>(
  dir: string,
  buffer: Buffer,
  ext: string,
  commit: (stored: { name: string; url: string }) => Promise<T>,
): Promise<T> {
  const stored = await storeFile(dir, buffer, ext);
  try {
    return await commit(stored);
  } catch (error) {
    await removeStoredName(dir, stored.name);
    throw error;
  }
}
