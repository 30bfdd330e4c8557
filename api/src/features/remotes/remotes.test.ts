import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS, RemoteRegistry } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { eq } from 'drizzle-orm';
import { remoteApps, remoteChanges } from '../../db/schema/index.ts';
import { SERVER_MESSAGES } from '../../http/server-messages.ts';
import { parseRemoteOrigins } from './remote-origins.ts';
import { ensureDefaultRemotes } from './default-remotes.ts';
import { remoteDescriptors } from './descriptors.ts';

describe('remote registry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ remoteOrigins: ['https://cdn.example.org'] });
  });
  afterAll(() => t.close());

  const registry = async () => {
    const response = await t.inject({ url: api(PATHS.remotes) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return RemoteRegistry.parse(response.json()).remotes;
  };
  const update = async (name: string, payload: unknown, email?: string) =>
    t.inject({
      method: 'PUT',
      url: api(PATHS.remote(name)),
      payload: payload as object,
      headers: email ? await t.authHeader(email) : {},
    });

  it('lists every remote with its manifest and the routes it owns, publicly', async () => {
    const remotes = await registry();
    expect(remotes.map((remote) => remote.name)).toEqual(['mf_auth', 'mf_profile', 'mf_groups', 'mf_commerce', 'mf_ai', 'mf_admin']);
    expect(remotes[0]).toMatchObject({ name: 'mf_auth', manifest_url: '/remotes/mf-auth/mf-manifest.json' });
    expect(remotes.find((remote) => remote.name === 'mf_ai')?.prefixes).toContain('/careergps');
    expect(remotes.find((remote) => remote.name === 'mf_admin')?.prefixes).toEqual(['/admin-dashboard']);
    expect(remotes.flatMap((remote) => remote.prefixes)).not.toContain('/');
  });

  it('hands each remote its public and admin routes and menu entries from its descriptor', async () => {
    const remotes = await registry();
    for (const descriptor of remoteDescriptors()) {
      const entry = remotes.find((remote) => remote.name === descriptor.name);
      expect(entry).toMatchObject({
        public_prefixes: descriptor.public_prefixes,
        admin_prefixes: descriptor.admin_prefixes,
        self_guarded_prefixes: descriptor.self_guarded_prefixes,
        menu: descriptor.menu,
        admin_menu: descriptor.admin_menu,
      });
    }
    expect(remotes.find((remote) => remote.name === 'mf_admin')?.admin_prefixes).toEqual(['/admin-dashboard']);
    expect(remotes.find((remote) => remote.name === 'mf_groups')?.menu.map((entry) => entry.label)).toContain('Career Circle');
  });

  it('may be read from any origin', async () => {
    const preflight = await t.inject({
      method: 'OPTIONS',
      url: api(PATHS.remotes),
      headers: {
        origin: 'http://shell.example.org',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const response = await t.inject({ url: api(PATHS.remotes), headers: { origin: 'http://shell.example.org' } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('lets staff repoint a remote without touching its routes', async () => {
    const response = await update(
      'mf_commerce',
      { manifest_url: 'https://cdn.example.org/commerce/v42/mf-manifest.json' },
      'staff@trellis.test',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'mf_commerce',
      manifest_url: 'https://cdn.example.org/commerce/v42/mf-manifest.json',
      prefixes: ['/membership', '/pricing', '/payment'],
    });
    const commerce = (await registry()).find((remote) => remote.name === 'mf_commerce');
    expect(commerce?.manifest_url).toBe('https://cdn.example.org/commerce/v42/mf-manifest.json');
  });

  it('refuses an origin the operator did not allow, and records who changed what', async () => {
    for (const manifest_url of [
      'https://evil.example/mf-manifest.json',
      'http://cdn.example.org/mf-manifest.json',
      '//evil.example/x.json',
      'javascript:alert(1)',
    ]) {
      const response = await update('mf_groups', { manifest_url }, 'staff@trellis.test');
      expect(response.json()).toEqual({ field_errors: { manifest_url: [SERVER_MESSAGES.remoteOriginNotAllowed] } });
    }
    expect((await registry()).find((remote) => remote.name === 'mf_groups')?.manifest_url).toBe('/remotes/mf-groups/mf-manifest.json');
    const allowed = await update('mf_ai', { manifest_url: 'https://cdn.example.org/ai/v7/mf-manifest.json' }, 'staff@trellis.test');
    expect(allowed.statusCode).toBe(200);
    const changes = await t.database.connection.db.select().from(remoteChanges);
    expect(changes.map((change) => change.name)).toContain('mf_ai');
    expect(changes.map((change) => change.name)).not.toContain('mf_groups');
    const staffId = (await t.inject({ url: api(PATHS.identity), headers: await t.authHeader('staff@trellis.test') })).json().id;
    expect(changes.every((change) => change.changedBy === staffId)).toBe(true);
  });

  it('reads the allowed origins from the environment, refusing plain http away from this machine', () => {
    expect(parseRemoteOrigins('https://cdn.example.org/some/path, http://127.0.0.1:4100')).toEqual([
      'https://cdn.example.org',
      'http://127.0.0.1:4100',
    ]);
    expect(() => parseRemoteOrigins('http://cdn.example.org')).toThrow(/must use https/);
    expect(() => parseRemoteOrigins('not an origin')).toThrow(/TRELLIS_REMOTE_ORIGINS/);
  });

  // One test, since the start-up sync is about what staff changed: it changes mf_admin's routes and puts them back.
  it('lets staff change the routes too, which the descriptors at start then leave alone, as every remote staff changed', async () => {
    const adminRoutes = (prefixes: string[]) =>
      update('mf_admin', { manifest_url: '/remotes/mf-admin/mf-manifest.json', prefixes }, 'staff@trellis.test');
    const response = await adminRoutes(['/admin-dashboard', '/admin']);
    expect(response.json().prefixes).toEqual(['/admin-dashboard', '/admin']);
    try {
      await expectStartUpSync();
    } finally {
      await adminRoutes(['/admin-dashboard']);
    }
  });

  async function expectStartUpSync() {
    const db = t.database.connection.db;
    // As in a database seeded before the descriptor gained a route.
    await db
      .update(remoteApps)
      .set({ prefixes: ['/login'] })
      .where(eq(remoteApps.name, 'mf_auth'));
    await ensureDefaultRemotes(db);
    const remotes = await registry();
    const auth = remoteDescriptors().find((remote) => remote.name === 'mf_auth')!;
    expect(remotes.find((remote) => remote.name === 'mf_auth')?.prefixes).toEqual(auth.prefixes);
    expect(remotes.find((remote) => remote.name === 'mf_admin')?.prefixes).toEqual(['/admin-dashboard', '/admin']);
  }

  it('forbids members and admins of an organization', async () => {
    for (const email of ['member@trellis.test', 'admin@trellis.test']) {
      const response = await update('mf_auth', { manifest_url: 'https://evil.example/mf-manifest.json' }, email);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: MESSAGES.http.forbidden });
    }
    expect((await registry())[0]?.manifest_url).toBe('/remotes/mf-auth/mf-manifest.json');
  });

  it('needs a signed-in user', async () => {
    expect((await update('mf_auth', { manifest_url: '/x.json' })).statusCode).toBe(401);
  });

  it('validates the update', async () => {
    const missing = await update('mf_auth', {}, 'staff@trellis.test');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().field_errors)).toEqual(['manifest_url']);
    const badPrefix = await update('mf_auth', { manifest_url: '/x.json', prefixes: ['login'] }, 'staff@trellis.test');
    expect(badPrefix.statusCode).toBe(400);
    expect(Object.keys(badPrefix.json().field_errors)).toEqual(['prefixes.0']);
  });

  it('answers 404 for a remote it does not know', async () => {
    expect((await update('mf_unknown', { manifest_url: '/x.json' }, 'staff@trellis.test')).statusCode).toBe(404);
  });
});

describe('remote registry in dev mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ devRemotes: true });
  });
  afterAll(() => t.close());

  it('points every remote at its dev server, in registry order', async () => {
    const remotes = RemoteRegistry.parse((await t.inject({ url: api(PATHS.remotes) })).json()).remotes;
    expect(remotes.map((remote) => remote.manifest_url)).toEqual(
      remoteDescriptors().map((remote) => `http://localhost:${remote.dev_port}/mf-manifest.json`),
    );
    expect(remotes[0]?.manifest_url).toBe('http://localhost:3101/mf-manifest.json');
  });
});
