import type { RemoteEntry, RemoteName } from '@trellis/shared/contracts';
import type { Database } from '../../db/connection.ts';
import { remoteApps } from '../../db/schema/index.ts';

/** Folder of each remote in the repository; its build is served under /remotes/<folder>/. */
export const REMOTE_FOLDERS: Record<RemoteName, string> = {
  mf_auth: 'mf-auth',
  mf_profile: 'mf-profile',
  mf_groups: 'mf-groups',
  mf_commerce: 'mf-commerce',
  mf_ai: 'mf-ai',
  mf_admin: 'mf-admin',
};

/** Route ownership of ARCHITECTURE.md; '/' and /notification stay with the shell. */
const PREFIXES: Record<RemoteName, string[]> = {
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
};

/** Registry order; the dev servers listen on 3101 to 3106 in this order. */
const ORDER: RemoteName[] = ['mf_auth', 'mf_profile', 'mf_groups', 'mf_commerce', 'mf_ai', 'mf_admin'];

export const DEFAULT_REMOTES: RemoteEntry[] = ORDER.map((name) => ({
  name,
  manifest_url: `/remotes/${REMOTE_FOLDERS[name]}/mf-manifest.json`,
  prefixes: PREFIXES[name],
}));

export function devManifestUrl(name: RemoteName): string {
  return `http://localhost:${3101 + ORDER.indexOf(name)}/mf-manifest.json`;
}

/** Adds the remotes a database does not know yet; entries an operator changed are left alone. */
export async function ensureDefaultRemotes(db: Database) {
  await db
    .insert(remoteApps)
    .values(
      DEFAULT_REMOTES.map((remote, position) => ({
        name: remote.name,
        manifestUrl: remote.manifest_url,
        prefixes: remote.prefixes,
        position,
      })),
    )
    .onConflictDoNothing();
}
