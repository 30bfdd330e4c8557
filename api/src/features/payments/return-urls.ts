import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@trellis/contracts/messages';
import { HttpError } from '../../http/errors.ts';

/** The origin the request was made to, and the page's own when a browser on another origin of the site called. */
function allowedOrigins(request: FastifyRequest): string[] {
  const own = requestOrigin(request);
  const page = originOf(request.headers.origin);
  return page && page !== own ? [own, page] : [own];
}

function originOf(address: string | undefined): string | null {
  if (!address) return null;
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** The origin the request was addressed to, as a URL spells it (no default port). */
export function requestOrigin(request: FastifyRequest): string {
  return originOf(`${request.protocol}://${request.host}`) ?? `${request.protocol}://${request.host}`;
}

/**
 * A return address a checkout sends the buyer to, made absolute. Only pages of the site calling may be named, so a
 * checkout never sends a member elsewhere.
 */
export function returnUrl(request: FastifyRequest, field: string, value: string): string {
  const origins = allowedOrigins(request);
  let url: URL | null;
  try {
    url = new URL(value, `${origins.at(-1)}/`);
  } catch {
    url = null;
  }
  if (!url || !origins.includes(url.origin) || value.startsWith('//')) {
    throw new HttpError(400, { field_errors: { [field]: [MESSAGES.membership.badReturnUrl] } });
  }
  return url.toString();
}
