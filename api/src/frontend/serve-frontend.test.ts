import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';

const BUNDLE = `console.log(${JSON.stringify('trellis '.repeat(2000))});`;

function builtRepository(): string {
  const root = mkdtempSync(join(tmpdir(), 'trellis-frontend-'));
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html><head><title>Trellis</title><link rel="icon" href="/favicon.svg"></head><body><div id="root"></div></body></html>',
  );
  write('shell/dist/main.3f9a1c7b.js', BUNDLE);
  write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('mf-auth/dist/mf-manifest.json', '{"name":"mf_auth"}');
  write('mf-auth/dist/remoteEntry.js', 'var mf_auth;');
  write('mf-auth/dist/202.b0df7e46.js', BUNDLE);
  write('mf-auth/dist/202.b0df7e46.js.br', brotliCompressSync(BUNDLE));
  write('mf-auth/dist/202.b0df7e46.js.gz', gzipSync(BUNDLE));
  write('mf-auth/dist/first-paint/login.html', '<div class="fp-page"><div class="fp-brand"></div><section><h2>Login</h2></section></div>');
  return root;
}

describe('serving the built front end', () => {
  let database: TestDatabase;
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = builtRepository();
    database = await createTestDatabase();
    t = await createTestApp({ frontendRoot: root }, database);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.inject({ url, headers });

  it('serves the shell at / and deep links as the single-page app', async () => {
    for (const url of ['/', '/org/trellis-career-network/people', '/login?next=%2Fjobs']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('puts the owning remote’s first paint of a path in the page, when its build has one', async () => {
    expect((await get('/login?next=%2Fjobs')).body).toMatch(
      /<div id="root"><div class="fp-page"[^>]*><div class="fp-brand">.*<\/div><section><h2>Login<\/h2><\/section><\/div><\/div>/,
    );
    expect((await get('/signup')).body).toContain('<div id="root"></div>');
    expect((await get('/')).body).toContain('<div id="root"></div>');
  });

  it('shows the brand of the site the host names in the first paint, logo, name and page colours', async () => {
    const brandOf = (body: string) => /<div class="fp-brand">(.*?)<\/div>/.exec(body)?.[1];
    const diaspora = await get('/login', { host: 'diaspora.localhost:3000' });
    expect(diaspora.headers.vary).toContain('Host');
    expect(brandOf(diaspora.body)).toMatch(
      /^<a href="\/" [^>]*><img src="[^"]+" alt="Diaspora Bridge logo" width="32" height="32"><strong>[^<]+<\/strong><\/a>$/,
    );
    expect(diaspora.body).toMatch(/<div class="fp-page" style="background: #[0-9a-f]{6}; color: #[0-9a-f]{6}">/);
    // A host no site claims shows the default site's brand, as its pages do.
    expect(brandOf((await get('/login', { host: 'unknown.example' })).body)).toContain('alt="Trellis logo"');
  });

  it('carries the settings of the site the host names, as GET /app-config-group/ answers them there, and its name and logo in the tab', async () => {
    const siteIn = (body: string) => JSON.parse(/<script id="trellis-site" type="application\/json">(.*?)<\/script>/.exec(body)![1]!);
    for (const host of ['diaspora.localhost:3000', 'localhost:3000']) {
      const settings = (await get('/api/v1/app-config-group/', { host })).json();
      for (const url of ['/login', '/', '/org/trellis-career-network/people']) {
        const { body } = await get(url, { host });
        expect(siteIn(body)).toEqual(settings);
        expect(body).toContain(`<title>${settings.site.brand_name}</title><link rel="icon" href="${settings.site.logo}">`);
      }
    }
    expect(siteIn((await get('/signup', { host: 'diaspora.localhost:3000' })).body).site.brand_name).not.toBe(
      siteIn((await get('/signup', { host: 'localhost:3000' })).body).site.brand_name,
    );
  });

  it('puts the registry in the page and preloads the entry of the remote owning the path', async () => {
    const page = (await get('/login')).body;
    expect(page).toContain('<script id="trellis-registry" type="application/json">{"remotes":[');
    expect(page).toContain('<link rel="preload" href="/remotes/mf-auth/remoteEntry.js" as="script">');
    expect((await get('/')).body).not.toContain('rel="preload"');
  });

  it('sends every page with a policy that runs scripts of this origin only, and the protective headers', async () => {
    for (const url of ['/', '/profile/ada']) {
      const { headers } = await get(url);
      expect(headers['content-security-policy']).toContain("script-src 'self';");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin');
      // An opener policy would move every page opened from another site into a process of its own on a phone.
      expect(headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it('keeps personal API answers out of every cache', async () => {
    const { access } = await t.signIn('member@trellis.test');
    const identity = await get('/api/v1/identity/', { authorization: `Bearer ${access}` });
    expect(identity.headers['cache-control']).toBe('no-store');
  });

  it('caches content-hashed files for a year and entry files not at all', async () => {
    expect((await get('/main.3f9a1c7b.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    const manifest = await get('/remotes/mf-auth/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect((await get('/remotes/mf-auth/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/mf-auth/202.b0df7e46.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends the files the build compressed to clients that accept them, and the plain file to others', async () => {
    const url = '/remotes/mf-auth/202.b0df7e46.js';
    const brotli = await t.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(BUNDLE.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BUNDLE);
    const gzip = await t.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);
    const plain = await t.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('answers 404, not the app, for missing files and unknown API or remote paths', async () => {
    expect((await get('/missing.js')).statusCode).toBe(404);
    expect((await get('/remotes/mf-auth/missing.js')).statusCode).toBe(404);
    expect((await get('/remotes/mf-ai/mf-manifest.json')).statusCode).toBe(404);
    const api = await get('/api/v1/no-such-thing/');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'The requested resource was not found' });
    expect((await t.inject({ method: 'POST', url: '/api/v1/no-such-thing/' })).statusCode).toBe(404);
  });

  it('keeps the API and its documentation reachable', async () => {
    expect((await get('/api/v1/remotes/')).statusCode).toBe(200);
    const spec = await get('/api/docs/json');
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toContain('/api/v1/token/');
    expect((await get('/api/docs')).statusCode).toBeLessThan(400);
  });
});

describe('serving without a front-end build', () => {
  it('starts and serves the API when no dist folder exists', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'trellis-empty-'));
    const t = await createTestApp({ frontendRoot: empty });
    try {
      expect((await t.inject({ url: '/api/v1/remotes/' })).statusCode).toBe(200);
      expect((await t.inject({ url: '/org/acme' })).statusCode).toBe(404);
    } finally {
      await t.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
