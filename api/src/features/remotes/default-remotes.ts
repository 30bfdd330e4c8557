import type { RemoteName } from '@trellis/shared/contracts';
import type { Database } from '../../db/connection.ts';
import { remoteApps } from '../../db/schema/index.ts';
import { remoteDescriptors } from './descriptors.ts';

/** Where a remote's build is served by this server: /remotes/<folder>/. */
export const builtManifestUrl = (folder: string) => `/remotes/${folder}/mf-manifest.json`;

/** The registry as it starts out, from the remotes' descriptors; operators may repoint a deployed registry. */
export function defaultRemotes() {
  return remoteDescriptors().map((remote) => ({
    name: remote.name,
    manifest_url: builtManifestUrl(remote.folder),
    prefixes: remote.prefixes,
  }));
}

/** The manifest of a remote's webpack dev server, at the port its descriptor names; null for an unknown remote. */
export function devManifestUrl(name: RemoteName): string | null {
  const remote = remoteDescriptors().find((descriptor) => descriptor.name === name);
  return remote ? `http://localhost:${remote.dev_port}/mf-manifest.json` : null;
}

/** Adds the remotes a database does not know yet; entries an operator changed are left alone. */
export async function ensureDefaultRemotes(db: Database) {
  await db
    .insert(remoteApps)
    .values(
      defaultRemotes().map((remote, position) => ({
        name: remote.name,
        manifestUrl: remote.manifest_url,
        prefixes: remote.prefixes,
        position,
      })),
    )
    .onConflictDoNothing();
}
