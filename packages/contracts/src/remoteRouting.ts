/*
 * Which remote owns a path, and the names the shell and the server agree on to compose the page. No zod here: the
 * shell reads these while it starts, before any contract is needed.
 */

/** A prefix owns itself and everything below it: '/org' owns '/org/acme/people' but not '/organizer'. */
export function matchesPrefix(pathname: string, prefix: string): boolean {
  const base = prefix.length > 1 ? prefix.replace(/\/+$/, '') : prefix;
  if (base === '/') return true;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The one remote that owns a path. When prefixes nest across remotes the
 * longest one wins, so at most one area is ever active.
 */
export function ownerOf<T extends { prefixes: readonly string[] }>(pathname: string, remotes: readonly T[]): T | null {
  let owner: T | null = null;
  let longest = -1;
  for (const remote of remotes) {
    for (const prefix of remote.prefixes) {
      if (prefix.length > longest && matchesPrefix(pathname, prefix)) {
        owner = remote;
        longest = prefix.length;
      }
    }
  }
  return owner;
}

/** The element of a served page holding the registry (a JSON data block), so the shell need not ask for it. */
export const REGISTRY_ELEMENT_ID = 'trellis-registry';

/**
 * The element of a served page holding the settings of the site its host names (GET /app-config-group/'s answer, a
 * JSON data block), so the shell's first render has the site's theme and brand.
 */
export const SITE_ELEMENT_ID = 'trellis-site';

/** The exposed module every remote provides: single-spa lifecycles. */
export const LIFECYCLES_MODULE = 'lifecycles';
