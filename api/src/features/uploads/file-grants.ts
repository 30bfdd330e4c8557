import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_PREFIX, STORED_NAME } from './storage.ts';

/** How long an address with a grant opens its file; the page that handed it out reads a fresh one meanwhile. */
export const FILE_GRANT_TTL_MS = 60 * 60_000;

const GRANT = /^(\d{1,12})\.(\d{1,12})\.([\w-]{43})$/;

export type FileGrants = {
  /** The file's address carrying a grant that names `userId` as the one it was handed to. */
  url(name: string, userId: number, now?: number): string;
  /** A stored file's address with a grant for `userId`; any other address (an external link) as it was. */
  grant<T extends string | null>(address: T, userId: number, now?: number): T;
  /** Whom a grant for this file was handed to, while it lasts and when its signature holds; null otherwise. */
  holder(name: string, grant: string, now?: number): number | null;
};

/**
 * Signed grants on file addresses, for files a browser opens without the API's bearer header (a download link, the
 * PDF viewer). A grant only says who asked for the address: whether that person may open the file is checked again
 * on every download.
 */
export function fileGrants(secret: Uint8Array): FileGrants {
  // A key of its own, so a grant's signature can never pass for any other signed value of the server.
  const key = createHmac('sha256', secret).update('trellis file grants').digest();
  const signature = (name: string, userId: number, expires: number) =>
    createHmac('sha256', key).update(`${name}\n${userId}\n${expires}`).digest('base64url');
  const url = (name: string, userId: number, now = Date.now()) => {
    const expires = Math.floor((now + FILE_GRANT_TTL_MS) / 1000);
    return `${MEDIA_PREFIX}${name}?grant=${userId}.${expires}.${signature(name, userId, expires)}`;
  };
  return {
    url,
    grant(address, userId, now) {
      const name = address?.startsWith(MEDIA_PREFIX) ? address.slice(MEDIA_PREFIX.length) : null;
      return (name && STORED_NAME.test(name) ? url(name, userId, now) : address) as typeof address;
    },
    holder(name, grant, now = Date.now()) {
      const match = GRANT.exec(grant);
      if (!match) return null;
      const userId = Number(match[1]);
      const expires = Number(match[2]);
      if (expires * 1000 < now) return null;
      const expected = Buffer.from(signature(name, userId, expires));
      const given = Buffer.from(match[3]!);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}
