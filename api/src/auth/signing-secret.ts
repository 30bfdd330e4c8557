import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { serverSettings } from '../db/schema/index.ts';

const KEY = 'jwt_signing_secret';

/**
 * The configured secret, or the one stored in the database: created by the first
 * instance that needs it, so restarts and sibling instances keep accepting each other's tokens.
 */
export async function loadSigningSecret(db: Database, configured: string | null): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(serverSettings)
    .values({ key: KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, KEY));
  if (!row) throw new Error('The token signing secret could not be stored');
  return new TextEncoder().encode(row.value);
}
