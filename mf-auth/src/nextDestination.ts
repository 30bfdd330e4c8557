import type { Identity } from '@trellis/contracts';

/** What a signed-out visitor was doing when sent here, carried to the destination. */
const INTENTS = ['join', 'follow'] as const;

function intentsOf(params?: URLSearchParams): [string, string][] {
  return INTENTS.filter((name) => params?.get(name) === 'true').map((name) => [name, 'true']);
}

/** `path?next=…`: the auth screens hand the visitor's destination (and intent) on to each other. */
export function withNext(path: string, next: string, params?: URLSearchParams): string {
  const query = new URLSearchParams([['next', next], ...intentsOf(params)]);
  return `${path}?${query.toString()}`;
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

/** `next` with the visitor's intent added, so the page they come back to can finish joining or following. */
export function arrivalAt(params: URLSearchParams): string {
  const next = nextFrom(params);
  const intents = intentsOf(params);
  if (intents.length === 0) return next;
  const url = new URL(next, 'http://site.invalid');
  for (const [name, value] of intents) url.searchParams.set(name, value);
  return url.pathname + url.search + url.hash;
}

/** After login go to next, or verify the code first (keeping next). */
export function destinationAfterSignIn(identity: Identity, next: string): string {
  return identity.is_verified ? next : withNext('/verify-otp', next);
}
