import { create } from 'zustand';
import { call, checkedAnswer } from '@trellis/platform/api-client';
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

/**
 * The registry the server put in the page, or null when the page came without one (or with one that is not JSON, or,
 * in development and tests, does not match its contract). It is checked as the registry's answer is, so composing
 * the page waits for no zod in production.
 */
export async function registryInPage(): Promise<RemoteRegistry | null> {
  const text = document.getElementById(REGISTRY_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return await checkedAnswer(remoteEndpoints.registry, JSON.parse(text));
  } catch {
    return null;
  }
}
