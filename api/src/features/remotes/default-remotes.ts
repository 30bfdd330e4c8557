import { and, eq, notExists } from 'drizzle-orm';
import type { RemoteName } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { remoteApps, remoteChanges } from '../../db/schema/index.ts';
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

/**
 * Brings the registry in line with the descriptors: adds the remotes a database does not know yet, and gives every
 * remote no staff member ever changed its descriptor's prefixes and place, so a route added to a descriptor reaches
 * a database seeded before it. An entry staff changed (PUT /remotes/{name}/) stays as they left it.
 */
export async function ensureDefaultRemotes(db: Database) {
  const remotes = defaultRemotes();
  await db
    .insert(remoteApps)
    .values(
      remotes.map((remote, position) => ({
        name: remote.name,
        manifestUrl: remote.manifest_url,
        prefixes: remote.prefixes,
        position,
      })),
    )
    .onConflictDoNothing();
  for (const [position, remote] of remotes.entries()) {
    await db
      .update(remoteApps)
      .set({ prefixes: remote.prefixes, position })
      .where(
        and(
          eq(remoteApps.name, remote.name),
          notExists(db.select({ id: remoteChanges.id }).from(remoteChanges).where(eq(remoteChanges.name, remote.name))),
        ),
      );
  }
}
