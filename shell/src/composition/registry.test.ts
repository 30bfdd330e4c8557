import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { format } from 'node:util';
import { getInstance, init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { checkActivityFunctions, getAppNames } from 'single-spa';
import { setApiOrigin } from '@trellis/platform/api-client';
import fallbackPlugin from '../federation/fallbackPlugin.ts';
import { REMOTES } from '../testing/fixtures.ts';
import { isFallback } from './fallbackLifecycles.ts';
import { registerAreas, registerFederatedRemotes } from './registerAreas.ts';
import { REGISTRY_ELEMENT_ID } from '@trellis/contracts';
import { fetchRemoteRegistry, registryInPage } from './registry.ts';

let server: Server;
let origin: string;
let registryBody: unknown;

beforeAll(async () => {
  // A real HTTP server standing in for the API's GET /api/v1/remotes/; every other path is a 404.
  server = createServer((request, response) => {
    if (request.url?.startsWith('/api/v1/remotes/')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(registryBody));
    } else {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"detail":"Not found."}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setApiOrigin(origin);
  init({ name: 'shell', remotes: [], plugins: [fallbackPlugin()] });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the remote registry', () => {
  it('is read from GET /api/v1/remotes/', async () => {
    registryBody = { remotes: REMOTES };
    expect(await fetchRemoteRegistry()).toEqual({ remotes: REMOTES });
  });

  it('rejects a payload that breaks the contract', async () => {
    registryBody = { remotes: [{ name: 'mf_unknown', manifest_url: '/x.json', prefixes: ['/x'] }] };
    await expect(fetchRemoteRegistry()).rejects.toThrow();
  });
});

describe('the registry carried by the page', () => {
  const carry = (text: string) => {
    const element = Object.assign(document.createElement('script'), {
      id: REGISTRY_ELEMENT_ID,
      type: 'application/json',
      textContent: text,
    });
    document.head.append(element);
    return element;
  };
  afterEach(() => document.getElementById(REGISTRY_ELEMENT_ID)?.remove());

  it('is read from the data block the server put in the page', async () => {
    carry(JSON.stringify({ remotes: REMOTES }));
    expect(await registryInPage()).toEqual({ remotes: REMOTES });
  });

  it('is absent when the page has none or one that breaks the contract, so the shell asks the API', async () => {
    expect(await registryInPage()).toBeNull();
    carry('{"remotes": [{"name": "mf_unknown"}]}');
    expect(await registryInPage()).toBeNull();
    document.getElementById(REGISTRY_ELEMENT_ID)?.remove();
    carry('{not json');
    expect(await registryInPage()).toBeNull();
  });
});

describe('registration from a registry payload', () => {
  beforeAll(() => {
    registerFederatedRemotes(REMOTES);
    registerAreas(REMOTES, { domElementFor: () => document.createElement('div'), load: () => new Promise(() => {}) });
  });

  it('gives the federation runtime each manifest as an absolute URL of the page origin', () => {
    // The runtime is one per page: the fallback plugin's test may have registered a remote of its own in it before.
    const names = new Set(REMOTES.map((remote) => remote.name));
    const remotes = (getInstance()?.options.remotes ?? []).filter((remote) => names.has(remote.name));
    expect(remotes.map((remote) => ({ name: remote.name, entry: 'entry' in remote ? remote.entry : null }))).toEqual([
      { name: 'mf_auth', entry: `${window.location.origin}/remotes/mf-auth/mf-manifest.json` },
      { name: 'mf_groups', entry: `${window.location.origin}/remotes/mf-groups/mf-manifest.json` },
      { name: 'mf_ai', entry: `${window.location.origin}/remotes/mf-ai/mf-manifest.json` },
    ]);
  });

  it('registers one single-spa application per remote', () => {
    expect(getAppNames()).toEqual(['mf_auth', 'mf_groups', 'mf_ai']);
  });

  it('activates exactly the remote that owns the path', () => {
    const activeAt = (path: string) => checkActivityFunctions(new URL(path, window.location.origin) as unknown as Location);
    expect(activeAt('/org/acme/people')).toEqual(['mf_groups']);
    expect(activeAt('/careergps')).toEqual(['mf_ai']);
    expect(activeAt('/login')).toEqual(['mf_auth']);
    expect(activeAt('/organizer')).toEqual([]);
    expect(activeAt('/')).toEqual([]);
  });
});

describe('the federation fallback plugin', () => {
  it('turns a remote whose manifest cannot be fetched into stand-in lifecycles instead of a rejection', async () => {
    // The runtime warns about the manifest the 404 gave, and the plugin reports the remote it stands in for: both are
    // what this test provokes, so they are caught here and checked, and any other warning still fails the suite.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      registerRemotes([{ name: 'mf_admin', entry: `${origin}/remotes/mf-admin/mf-manifest.json` }]);
      const loaded = await loadRemote<object>('mf_admin/lifecycles');
      expect(loaded).not.toBeNull();
      expect(isFallback(loaded as object)).toBe(true);
      const written = (spy: typeof warn) => spy.mock.calls.map((args) => format(...args));
      expect(written(warn)).toEqual([
        expect.stringMatching(/not a valid Module Federation manifest\. #RUNTIME-013[\s\S]*"moduleName":"mf_admin"/),
      ]);
      expect(written(error)).toEqual([expect.stringMatching(/^\[shell\] could not load mf_admin\/lifecycles /)]);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
