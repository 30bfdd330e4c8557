import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { API_PREFIX } from '@trellis/shared/contracts';

/** Stored files are served back under this prefix (see the media route). */
export const MEDIA_PREFIX = `${API_PREFIX}/media/`;

/** Writes a file under a fresh random name (the uploader's name never reaches the disk) and returns its public URL. */
export async function storeFile(dir: string, buffer: Buffer, ext: string): Promise<{ name: string; url: string }> {
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${ext}`;
  await writeFile(join(dir, name), buffer);
  return { name, url: `${MEDIA_PREFIX}${name}` };
}

/** Removes a stored file by its public URL; URLs that are not ours (seeded pictures, external links) are left alone. */
export async function removeStoredFile(dir: string, url: string | null) {
  if (!url?.startsWith(MEDIA_PREFIX)) return;
  await rm(join(dir, basename(url)), { force: true });
}
