import type { Page } from '@playwright/test';

type RendererInfo = { rendererPackageName?: string; currentDispatcherRef?: object };
type ProbeWindow = Window & { __trellisRenderers?: RendererInfo[] };

/**
 * Records every React renderer that starts on the page, the way React DevTools
 * sees them: each copy of react-dom injects itself into the DevTools hook, and
 * carries the internals object of the React copy it was built against.
 */
export async function installRendererProbe(page: Page) {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    (window as ProbeWindow).__trellisRenderers = renderers as RendererInfo[];
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject(renderer: unknown) {
        renderers.push(renderer);
        return renderers.length;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

/** Copies of React and ReactDOM that actually run on the page. */
export async function reactCopies(page: Page) {
  return page.evaluate(() => {
    const renderers = (window as ProbeWindow).__trellisRenderers ?? [];
    const dom = renderers.filter((r) => r.rendererPackageName === 'react-dom');
    return { react: new Set(dom.map((r) => r.currentDispatcherRef)).size, 'react-dom': dom.length };
  });
}

type ManifestShared = { name: string; assets: { js: { sync: string[]; async: string[] } } };
type Manifest = { name: string; shared: ManifestShared[] };

/**
 * For each federation singleton, how many apps' copies the page downloaded:
 * every app's mf-manifest.json names the chunks of its own copy of each
 * shared library, and the page's resource timings say which chunks arrived.
 */
export async function sharedCopies(page: Page, manifestUrls: string[]) {
  return page.evaluate(async (urls) => {
    const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name.split('?')[0]));
    const copies: Record<string, string[]> = {};
    for (const manifestUrl of urls) {
      const response = await fetch(manifestUrl);
      if (!response.ok) continue;
      const manifest = (await response.json()) as Manifest;
      const base = new URL('.', new URL(manifestUrl, location.href));
      for (const shared of manifest.shared) {
        const chunks = [...shared.assets.js.sync, ...shared.assets.js.async].map((file) => new URL(file, base).href);
        if (chunks.some((chunk) => loaded.has(chunk))) (copies[shared.name] ??= []).push(manifest.name);
      }
    }
    return Object.fromEntries(Object.entries(copies).map(([name, apps]) => [name, apps.length]));
  }, manifestUrls);
}

/** Manifest URLs of the shell and of every registered remote. */
export async function manifestUrls(page: Page) {
  return page.evaluate(async () => {
    const registry = (await (await fetch('/api/v1/remotes/')).json()) as { remotes: { manifest_url: string }[] };
    return ['/mf-manifest.json', ...registry.remotes.map((remote) => remote.manifest_url)];
  });
}
