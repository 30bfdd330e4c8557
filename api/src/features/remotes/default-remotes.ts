import { DEFAULT_ROUTE_PREFIXES, type RemoteEntry, type RemoteName } from '@trellis/shared/contracts';
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

/** Registry order; the dev servers listen on 3101 to 3106 in this order. */
const ORDER: RemoteName[] = ['mf_auth', 'mf_profile', 'mf_groups', 'mf_commerce', 'mf_ai', 'mf_admin'];

export const DEFAULT_REMOTES: RemoteEntry[] = ORDER.map((name) => ({
  name,
  manifest_url: `/remotes/${REMOTE_FOLDERS[name]}/mf-manifest.json`,
  prefixes: [...DEFAULT_ROUTE_PREFIXES[name]],
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
