import { lazy, type ComponentType } from 'react';

export type LazyScreen<Props extends object = object> = ComponentType<Props> & { preload(): Promise<void> };

const declared: LazyScreen<never>[] = [];

/**
 * A screen (or any part of a page) in a chunk of its own, fetched when it first
 * renders, so a page downloads only what it shows (render it inside Suspense).
 * `preload()` fetches it ahead; once loaded, it renders at once.
 */
export function lazyScreen<Module, Props extends object = object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyScreen<Props> {
  let loaded: ComponentType<Props> | null = null;
  const fetchScreen = async () => {
    loaded ??= pick(await load());
    return loaded;
  };
  const Deferred = lazy(async () => ({ default: await fetchScreen() }));
  const Screen = (props: Props) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Deferred {...props} />;
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
