import { inject } from 'vitest';
import { connectApiServer } from '@trellis/test-kit';
import { SITE_ELEMENT_ID } from '@trellis/contracts/remote-routing';
import type { AppConfig } from '@trellis/contracts';
import { siteConfigEndpoints } from '@trellis/contracts/endpoints';
import { call } from '@trellis/platform/api-client';
import { loadAppConfig, useSite } from './store.ts';

/** The page as the server sends it, with `text` in the site's data block. */
function pageCarries(text: string) {
  const block = Object.assign(document.createElement('script'), { id: SITE_ELEMENT_ID, type: 'application/json', textContent: text });
  document.head.append(block);
}

describe("the site's settings", () => {
  let served: AppConfig;
  beforeAll(async () => {
    connectApiServer(inject('apiUrl'));
    served = await call(siteConfigEndpoints.appConfig);
  });
  beforeEach(() => {
    useSite.setState({ config: null });
    localStorage.clear();
  });
  afterEach(() => {
    document.getElementById(SITE_ELEMENT_ID)?.remove();
    vi.restoreAllMocks();
  });

  it('are the ones the page carries, without asking the server', async () => {
    const inPage = { ...served, site: { ...served.site, brand_name: 'Hidden Valley Academy' } };
    pageCarries(JSON.stringify(inPage));
    const fetch = vi.spyOn(globalThis, 'fetch');
    expect(await loadAppConfig()).toEqual(inPage);
    expect(useSite.getState().config).toEqual(inPage);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('are asked for when the page carries none, or text that is not them, and then kept for the next page', async () => {
    for (const text of [null, '{"site":', JSON.stringify({ site: { brand_name: 'No theme' } })]) {
      useSite.setState({ config: null });
      localStorage.clear();
      document.getElementById(SITE_ELEMENT_ID)?.remove();
      if (text !== null) pageCarries(text);
      const fetch = vi.spyOn(globalThis, 'fetch');
      expect(await loadAppConfig()).toEqual(served);
      expect(fetch).toHaveBeenCalledTimes(1);
      fetch.mockClear();

      useSite.setState({ config: null });
      expect(await loadAppConfig()).toEqual(served);
      expect(fetch).not.toHaveBeenCalled();
      fetch.mockRestore();
    }
  });
});
