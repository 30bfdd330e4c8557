import { lazy, type ComponentType } from 'react';

export type LazyScreen = ComponentType & { preload(): Promise<void> };

const declared: LazyScreen[] = [];

/**
 * A route's screen in a chunk of its own, fetched when the route first renders,
 * so a page downloads only the screens it shows (wrap the routes in Suspense).
 * `preload()` fetches it ahead; once loaded, the screen renders at once.
 */
export function lazyScreen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): LazyScreen {
  let loaded: ComponentType | null = null;
  const fetchScreen = async () => {
    loaded ??= pick(await load());
    return loaded;
  };
  const Deferred = lazy(async () => ({ default: await fetchScreen() }));
  const Screen = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Deferred />;
  };
  const screen = Object.assign(Screen, {
    preload: async () => {
      await fetchScreen();
    },
  });
  declared.push(screen);
  return screen;
}

/** Fetches every screen declared so far: a test then renders any route at once, as a warm page would. */
export async function preloadScreens() {
  await Promise.all(declared.map((screen) => screen.preload()));
}
