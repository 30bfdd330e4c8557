import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { addErrorHandler, getAppStatus, registerApplication, unloadApplication, SKIP_BECAUSE_BROKEN, type LifeCycles } from 'single-spa';
import type { RemoteEntry } from '@trellis/contracts';
import { LIFECYCLES_MODULE } from '@trellis/contracts/remote-routing';
import { areaStatus } from './areaStatus.ts';
import { fallbackLifecycles, isFallback, type AreaProps } from './fallbackLifecycles.ts';
import { guardLifecycles } from './guardLifecycles.ts';
import { ownerOf } from './prefixes.ts';

/** Resolves to a remote's exposed lifecycles module. */
export type LifecycleLoader = (remote: RemoteEntry) => Promise<unknown>;

export type AreaOptions = {
  /** Where each area mounts. */
  domElementFor(area: string): HTMLElement;
  load?: LifecycleLoader;
  /** Pause before the one retry of a failed load. */
  retryDelayMs?: number;
};

export const RETRY_DELAY_MS = 800;

/** Tell the federation runtime where each remote's manifest lives (absolute, as the runtime resolves entries). */
export function registerFederatedRemotes(remotes: readonly RemoteEntry[]) {
  registerRemotes(remotes.map(({ name, manifest_url }) => ({ name, entry: new URL(manifest_url, window.location.origin).href })));
}

export const loadFederatedLifecycles: LifecycleLoader = (remote) => loadRemote(`${remote.name}/${LIFECYCLES_MODULE}`);

type LifecycleFn = (...args: never[]) => unknown;
const isLifecycle = (value: unknown) =>
  typeof value === 'function' || (Array.isArray(value) && value.every((fn) => typeof fn === 'function'));

/** A remote may export the lifecycles themselves or a default export holding them. */
function asLifecycles(module: unknown): LifeCycles<AreaProps> | null {
  const candidates = [module, (module as { default?: unknown } | null)?.default];
  for (const candidate of candidates) {
    if (candidate && typeof candidate === 'object') {
      const { mount, unmount } = candidate as Record<string, LifecycleFn>;
      if (isLifecycle(mount) && isLifecycle(unmount)) return candidate as LifeCycles<AreaProps>;
    }
  }
  return null;
}

async function attempt(remote: RemoteEntry, load: LifecycleLoader): Promise<LifeCycles<AreaProps>> {
  try {
    const module = await load(remote);
    return asLifecycles(module) ?? fallbackLifecycles(new Error(`${remote.name}/${LIFECYCLES_MODULE} exports no single-spa lifecycles`));
  } catch (error) {
    return fallbackLifecycles(error);
  }
}

/** Loads an area's lifecycles, retrying once after a pause; never rejects, so a dead remote still mounts the crash card. */
export async function loadArea(remote: RemoteEntry, load: LifecycleLoader, retryDelayMs: number): Promise<LifeCycles<AreaProps>> {
  areaStatus.set(remote.name, 'loading');
  try {
    let lifecycles = await attempt(remote, load);
    if (isFallback(lifecycles)) {
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      lifecycles = await attempt(remote, load);
    }
    return isFallback(lifecycles) ? lifecycles : guardLifecycles(lifecycles);
  } finally {
    if (areaStatus.get(remote.name) === 'loading') areaStatus.clear(remote.name);
  }
}

const areaNames = new Set<string>();

/** Whatever still reaches single-spa (an unload that throws, say) shows the crash card in that area too. */
addErrorHandler((error) => {
  console.error(error);
  if (areaNames.has(error.appOrParcelName)) areaStatus.set(error.appOrParcelName, 'crashed');
});

/**
 * One single-spa application per remote, active on the paths its prefixes own
 * (the longest prefix wins, so exactly one area is active at a time).
 */
export function registerAreas(
  remotes: readonly RemoteEntry[],
  { domElementFor, load = loadFederatedLifecycles, retryDelayMs = RETRY_DELAY_MS }: AreaOptions,
) {
  for (const remote of remotes) {
    if (areaNames.has(remote.name)) continue;
    areaNames.add(remote.name);
    registerApplication<AreaProps>({
      name: remote.name,
      app: () => loadArea(remote, load, retryDelayMs),
      activeWhen: (location) => ownerOf(location.pathname, remotes)?.name === remote.name,
      customProps: (name) => ({ domElement: domElementFor(name) }),
    });
  }
}

/** Refresh on an area's crash card: load its code again and remount it. */
export function retryArea(area: string) {
  areaStatus.clear(area);
  // single-spa cannot reload an app it marked broken; only a page load resets it.
  if (getAppStatus(area) === SKIP_BECAUSE_BROKEN) window.location.reload();
  else void unloadApplication(area);
}
