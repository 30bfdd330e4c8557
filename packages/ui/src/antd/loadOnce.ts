/**
 * A stand-in's real part, loaded once for every instance: later calls share the first load, and after a failed one the
 * next call tries again (the failure itself still reaches the caller, and through it the console).
 */
export function loadOnce<Part>(load: () => Promise<{ default: Part }>) {
  let part: Part | null = null;
  let loading: Promise<Part> | null = null;
  return {
    /** The part, once it has arrived. */
    get loaded() {
      return part;
    },
    load() {
      loading ??= load().then(
        (module) => (part = module.default),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}
