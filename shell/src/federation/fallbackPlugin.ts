import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fallbackLifecycles } from '../composition/fallbackLifecycles.ts';

/**
 * Federation runtime plugin: a remote whose manifest, entry or exposed module
 * cannot be loaded resolves to stand-in lifecycles that show the crash card in
 * its area, instead of a rejection that could blank the page.
 *
 * It runs inside the federation runtime, before shared modules are
 * negotiated, so it must import no shared library.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'trellis-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // The earlier stages expect a manifest or a remote entry back, not a module: their errors
      // reach this hook again at the onLoad stage, where a module is what the caller awaits.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] could not load ${id}`, error);
      return fallbackLifecycles(error);
    },
  };
}
