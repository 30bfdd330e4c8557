import { create } from 'zustand';
import { answerInPage, call } from '@trellis/platform/api-client';
import type { RemoteEntry, RemoteRegistry } from '@trellis/contracts';
import { REGISTRY_ELEMENT_ID } from '@trellis/contracts/remote-routing';
import { remoteEndpoints } from '@trellis/contracts/endpoints';

type RegistryState = { status: 'loading' | 'ready' | 'failed'; remotes: RemoteEntry[] };

/** The remotes of this deployment, as the server listed them at start-up. */
export const useRegistry = create<RegistryState>()(() => ({ status: 'loading', remotes: [] }));

/** GET /remotes/: read at run time, so redeploying a remote needs no rebuild of the shell. */
export async function fetchRemoteRegistry(): Promise<RemoteRegistry> {
  return call(remoteEndpoints.registry);
}

/** The registry the server put in the page, so composing it waits for no request (null when it came without one). */
export const registryInPage = (): Promise<RemoteRegistry | null> => answerInPage(remoteEndpoints.registry, REGISTRY_ELEMENT_ID);
