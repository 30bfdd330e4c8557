import { createHmac } from 'node:crypto';

/** A key for one purpose derived from the server secret, so no two uses share a key and none needs its own setting. */
export function serverKey(secret: Uint8Array, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`trellis:${purpose}`).digest();
}
