import { z } from 'zod';

export const REMOTE_NAMES = ['mf_auth', 'mf_profile', 'mf_groups', 'mf_commerce', 'mf_ai', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** One remote of the runtime registry: where its manifest lives and which URL prefixes it owns. */
export const RemoteEntry = z.object({
  name: z.enum(REMOTE_NAMES),
  manifest_url: z.string().min(1).max(2048),
  /** Paths the remote owns: a prefix matches itself and everything below it ('/org' owns '/org/acme/people'). */
  prefixes: z.array(z.string().max(200).startsWith('/')).min(1),
});
export type RemoteEntry = z.infer<typeof RemoteEntry>;

/** GET /remotes/ */
export const RemoteRegistry = z.object({ remotes: z.array(RemoteEntry) });
export type RemoteRegistry = z.infer<typeof RemoteRegistry>;

/** PUT /remotes/{name}/ (staff only): point a remote at a new deployment. */
export const RemoteUpdate = RemoteEntry.pick({ manifest_url: true }).extend({
  prefixes: RemoteEntry.shape.prefixes.optional(),
});
export type RemoteUpdate = z.infer<typeof RemoteUpdate>;

/**
 * Route ownership as the registry starts out; '/' and
 * /notification stay with the shell. Operators may change a deployed registry.
 */
export const DEFAULT_ROUTE_PREFIXES = {
  mf_auth: [
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password',
    '/verify-otp',
    '/pending',
    '/linkedin',
    '/verify-email',
    '/change-password',
    '/terms-and-conditions',
  ],
  mf_profile: ['/profile', '/feedback', '/registration'],
  mf_groups: [
    '/org',
    '/circles',
    '/circle',
    '/events',
    '/event',
    '/jobs',
    '/job',
    '/posts',
    '/post',
    '/resource',
    '/create',
    '/invitation',
  ],
  mf_commerce: ['/membership', '/pricing', '/payment'],
  mf_ai: [
    '/careergps',
    '/agent',
    '/careergps-report',
    '/careergps-reports',
    '/usecases',
    '/usecase',
    '/ai-tools',
    '/ai-tool',
    '/resourcehub',
    '/circle-leaders',
    '/influencers',
    '/influential-orgs',
    '/connect',
    '/favorites',
    '/my',
    '/recommendation-package',
  ],
  mf_admin: ['/admin-dashboard'],
} as const satisfies Record<RemoteName, readonly string[]>;

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
export function ownerOf<T extends Pick<RemoteEntry, 'prefixes'>>(pathname: string, remotes: readonly T[]): T | null {
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

/** The exposed module every remote provides: single-spa lifecycles. */
export const LIFECYCLES_MODULE = 'lifecycles';
