import type { Identity } from '@trellis/shared/contracts';

/** `path?next=…`: the auth screens hand the visitor's destination on to each other. */
export function withNext(path: string, next: string): string {
  return `${path}?next=${encodeURIComponent(next)}`;
}

/**
 * The `next` query value when it is a path on this site, else '/'. A crafted
 * link must not send a member who just signed in to another site.
 */
export function nextFrom(params: URLSearchParams): string {
  const next = params.get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}

/** Seed 000 section 2: after login go to next, or verify the code first (keeping next). */
export function destinationAfterSignIn(identity: Identity, next: string): string {
  return identity.is_verified ? next : withNext('/verify-otp', next);
}
