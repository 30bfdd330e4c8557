const loading = new Map<string, Promise<void>>();

/** A provider's SDK, fetched once per page and only when its button is used. */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const element = document.createElement('script');
      element.src = src;
      element.async = true;
      element.onload = () => resolve();
      element.onerror = () => {
        loading.delete(src);
        reject(new Error(`${src} could not be loaded`));
      };
      document.head.appendChild(element);
    });
    loading.set(src, promise);
  }
  return promise;
}
