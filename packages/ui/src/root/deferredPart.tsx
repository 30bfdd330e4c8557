import { lazy, Suspense, use, type ComponentType } from 'react';

const declared: (() => Promise<unknown>)[] = [];

/**
 * A kit component fetched when it first renders, inside its own Suspense that holds `minHeight` pixels of its place
 * meanwhile. The kit is loaded by every page, the sign-in screens included, so a component built on an antd module
 * those screens never show (uploads, pagers) waits to be rendered rather than weighing on every first load.
 */
export function deferredPart<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  minHeight = 0,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  const fetchPart = async () => (loaded ??= pick(await load()));
  declared.push(fetchPart);
  const Deferred = lazy(async () => ({ default: await fetchPart() }));
  return function DeferredPart(props: Props) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={minHeight ? <div style={{ minHeight }} /> : null}>
        <Deferred {...props} />
      </Suspense>
    );
  };
}

/**
 * A kit module fetched when a component first asks for it: the hook returned suspends the component until the
 * module has arrived. For a generic component, which `deferredPart` would fix to one type.
 */
export function deferredModule<Module>(load: () => Promise<Module>) {
  let loaded: Module | null = null;
  let pending: Promise<Module> | null = null;
  const fetchModule = () => (pending ??= load().then((module) => (loaded = module)));
  declared.push(fetchModule);
  return function useDeferredModule(): Module {
    return loaded ?? use(fetchModule());
  };
}

/** Fetches every deferred kit component: a test then renders them at once, as a warm page would. */
export async function preloadParts() {
  await Promise.all(declared.map((fetchPart) => fetchPart()));
}
