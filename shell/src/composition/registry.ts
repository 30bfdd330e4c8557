import { create } from 'zustand';
import { api } from '@trellis/platform/api-client';
import { PATHS, REGISTRY_ELEMENT_ID, RemoteRegistry, type RemoteEntry } from '@trellis/contracts';

type RegistryState = { status: 'loading' | 'ready' | 'failed'; remotes: RemoteEntry[] };

/** The remotes of this deployment, as the server listed them at start-up. */
export const useRegistry = create<RegistryState>()(() => ({ status: 'loading', remotes: [] }));

/** GET /remotes/: read at run time, so redeploying a remote needs no rebuild of the shell. */
export async function fetchRemoteRegistry(): Promise<RemoteRegistry> {
  return RemoteRegistry.parse(await api.get(PATHS.remotes));
}

/** The registry the server put in the page, or null when the page came without one (or with one that does not parse). */
export function registryInPage(): RemoteRegistry | null {
  const text = document.getElementById(REGISTRY_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return RemoteRegistry.parse(JSON.parse(text));
  } catch {
    return null;
  }
}
