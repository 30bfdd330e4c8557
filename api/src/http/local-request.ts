import type { FastifyRequest } from 'fastify';

/** Headers any proxy or load balancer adds; their presence means the request did not come straight from this machine. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via'];

const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/**
 * True only for a request made on this machine directly: its socket's peer is a loopback address and no proxy
 * handled it. The socket's address is used, never `request.ip`, which a trusted proxy header can set.
 */
export function isDirectLocalRequest(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopback(request.socket.remoteAddress);
}
