import type { LifeCycles } from 'single-spa';
import { areaStatus } from './areaStatus.ts';

/** What the shell passes every area: the element of the content area it mounts into. */
export type AreaProps = { domElement: HTMLElement };

const LOAD_ERROR = Symbol.for('trellis.shell.areaLoadError');

/**
 * Stand-in lifecycles for an area whose code could not be loaded: mounting
 * it shows the crash card in the content area, so a dead remote never blanks
 * the page. The load error rides along so the loader can tell a stand-in
 * from the real thing and retry.
 */
export function fallbackLifecycles(error: unknown): LifeCycles<AreaProps> {
  return Object.assign(
    {
      bootstrap: async () => {},
      mount: async ({ name }: { name: string }) => areaStatus.set(name, 'crashed'),
      unmount: async ({ name }: { name: string }) => areaStatus.clear(name),
    },
    { [LOAD_ERROR]: error },
  );
}

export function isFallback(lifecycles: object): boolean {
  return LOAD_ERROR in lifecycles;
}
