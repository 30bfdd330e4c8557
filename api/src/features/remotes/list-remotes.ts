import { asc } from 'drizzle-orm';
import { REMOTE_NAMES, type RemoteEntry, type RemoteName } from '@trellis/shared/contracts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { remoteApps } from '../../db/schema/index.ts';
import { devManifestUrl } from './default-remotes.ts';

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** A registry row as the shell reads it; in dev mode each remote's manifest comes from its dev server. */
export function toRemoteEntry(row: typeof remoteApps.$inferSelect, config: Pick<ServerConfig, 'devRemotes'>): RemoteEntry | null {
  return isRemoteName(row.name)
    ? { name: row.name, manifest_url: config.devRemotes ? devManifestUrl(row.name) : row.manifestUrl, prefixes: row.prefixes }
    : null;
}

/** The registry in its order: what GET /remotes/ answers and what each served page carries. */
export async function listRemotes(db: Database, config: Pick<ServerConfig, 'devRemotes'>): Promise<RemoteEntry[]> {
  const rows = await db.select().from(remoteApps).orderBy(asc(remoteApps.position), asc(remoteApps.id));
  return rows.flatMap((row) => toRemoteEntry(row, config) ?? []);
}
