import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { matchesPrefix, type RemoteDescriptor } from '@trellis/contracts';
import { REPO_ROOT } from '../../config.ts';
import { loadRemoteDescriptors } from './descriptors.ts';

/** Every non-test source file under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The absolute paths the remote's router declares (`<Route path="/org/:slug" ...>`). */
function declaredRoutes(folder: string): string[] {
  return sources(join(REPO_ROOT, folder, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<Route\s+path="(\/[^"]*)"/g)].map((match) => match[1]!),
  );
}

describe('the remote descriptors of the workspace', () => {
  const descriptors = loadRemoteDescriptors();

  it('describe every remote folder, each in its own folder', () => {
    const folders = readdirSync(REPO_ROOT).filter((name) => name.startsWith('mf-'));
    expect(descriptors.map((remote) => remote.folder).sort()).toEqual(folders.sort());
    expect(descriptors.map((remote) => remote.dev_port)).toEqual([3101, 3102, 3103, 3104, 3105, 3106]);
  });

  it.each(descriptors.map((remote) => [remote.folder, remote] as const))('%s: agree with its package and its code', (folder, remote) => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, folder, 'package.json'), 'utf8')) as { name: string };
    expect(pkg.name).toBe(`@trellis/${folder}`);
    expect(remote.name).toBe(folder.replace('-', '_'));
    expect(existsSync(join(REPO_ROOT, folder, 'src', 'lifecycles.ts'))).toBe(true);
    expect(readFileSync(join(REPO_ROOT, folder, 'webpack.config.mjs'), 'utf8')).toContain('createRemoteWebpackConfig');
    const routes = declaredRoutes(folder);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const owned = remote.prefixes.some((prefix) => matchesPrefix(route.replace(/\/:.*$/, ''), prefix));
      expect(owned, `${folder} routes ${route}, which its descriptor does not own`).toBe(true);
    }
  });
});

describe('a remote descriptor that breaks the rules', () => {
  let root: string | null = null;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = null;
  });

  /** A workspace holding copies of two real descriptors, the second changed by `change`. */
  function workspaceWith(change: (remote: RemoteDescriptor) => void) {
    root = mkdtempSync(join(tmpdir(), 'trellis-descriptors-'));
    for (const folder of ['mf-auth', 'mf-admin']) {
      cpSync(join(REPO_ROOT, folder, 'remote.json'), join(root, folder, 'remote.json'));
    }
    const file = join(root, 'mf-admin', 'remote.json');
    const remote = JSON.parse(readFileSync(file, 'utf8')) as RemoteDescriptor;
    change(remote);
    writeFileSync(file, JSON.stringify(remote));
    return root;
  }

  it('stops with the folder and the field named when a field is out of shape', () => {
    const bad = workspaceWith((remote) => {
      remote.dev_port = 80;
    });
    expect(() => loadRemoteDescriptors(bad)).toThrow(/mf-admin is invalid: dev_port:/);
  });

  it('refuses a menu icon the shell cannot draw', () => {
    const bad = workspaceWith((remote) => {
      remote.admin_menu[0]!.icon = 'rocket' as never;
    });
    expect(() => loadRemoteDescriptors(bad)).toThrow(/mf-admin is invalid: admin_menu\.0\.icon/);
  });

  it('refuses two remotes on one dev port or one name', () => {
    expect(() => loadRemoteDescriptors(workspaceWith((remote) => void (remote.dev_port = 3101)))).toThrow(
      'The remotes mf-admin and mf-auth both declare the dev port 3101.',
    );
    expect(() => loadRemoteDescriptors(workspaceWith((remote) => void (remote.name = 'mf_auth')))).toThrow(/both declare the name mf_auth/);
  });

  it('refuses a prefix another remote already owns', () => {
    const bad = workspaceWith((remote) => {
      remote.prefixes.push('/login/admin');
    });
    expect(() => loadRemoteDescriptors(bad)).toThrow('The route prefix /login/admin of mf-admin lies under a prefix mf-auth owns.');
  });

  it('refuses public, admin or menu paths outside the remote', () => {
    expect(() => loadRemoteDescriptors(workspaceWith((remote) => void remote.public_prefixes.push('/careergps')))).toThrow(
      'The remote descriptor of mf-admin names /careergps, which is not under any of its prefixes.',
    );
    expect(() => loadRemoteDescriptors(workspaceWith((remote) => void (remote.admin_menu[0]!.path = '/profile?tab=admin')))).toThrow(
      /names \/profile\?tab=admin/,
    );
  });

  it('stops with the file named when it is not JSON', () => {
    const bad = workspaceWith(() => {});
    writeFileSync(join(bad, 'mf-admin', 'remote.json'), '{ name: mf_admin');
    expect(() => loadRemoteDescriptors(bad)).toThrow(/The remote descriptor .*mf-admin\/remote\.json cannot be read/);
  });
});
