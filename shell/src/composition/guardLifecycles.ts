import type { AppProps, LifeCycles } from 'single-spa';
import { areaStatus } from './areaStatus.ts';
import type { AreaProps } from './fallbackLifecycles.ts';

type Props = AreaProps & AppProps;
type Lifecycle = LifeCycles<AreaProps>['mount'];

async function run(lifecycle: Lifecycle | undefined, props: Props) {
  for (const fn of [lifecycle ?? []].flat()) await fn(props);
}

function crash(name: string, error: unknown) {
  console.error(`[shell] the ${name} area failed`, error);
  areaStatus.set(name, 'crashed');
}

/**
 * Wraps a remote's lifecycles so that a throwing bootstrap, mount or update
 * turns into the crash card in its own area instead of reaching single-spa,
 * which would mark the app broken for the rest of the page's life. The app
 * stays mounted, so Refresh (unloadApplication) can load it afresh.
 */
export function guardLifecycles(inner: LifeCycles<AreaProps>): LifeCycles<AreaProps> {
  let bootstrapError: unknown = null;
  let mounted = false;
  const guarded: LifeCycles<AreaProps> = {
    bootstrap: async (props: Props) => {
      try {
        await run(inner.bootstrap, props);
      } catch (error) {
        bootstrapError = error;
      }
    },
    mount: async (props: Props) => {
      if (bootstrapError !== null) return crash(props.name, bootstrapError);
      try {
        await run(inner.mount, props);
        mounted = true;
      } catch (error) {
        crash(props.name, error);
      }
    },
    unmount: async (props: Props) => {
      areaStatus.clear(props.name);
      // A mount that threw may never settle an unmount (single-spa-react waits for a render that never happened).
      if (!mounted) return;
      mounted = false;
      try {
        await run(inner.unmount, props);
      } catch (error) {
        console.error(`[shell] the ${props.name} area failed to unmount`, error);
      }
    },
  };
  if (inner.update) {
    guarded.update = async (props: Props) => {
      try {
        await run(inner.update, props);
      } catch (error) {
        crash(props.name, error);
      }
    };
  }
  return guarded;
}
