#!/usr/bin/env node
// Runs a command with DATABASE_URL pointing at a PostgreSQL server.
// Uses DATABASE_URL when it is already set; otherwise starts a throwaway
// cluster from Debian's postgresql (installed with apt-get when missing and
// this runs as root) and removes it afterwards.
//   node scripts/with-postgres.mjs -- <command> [args...]
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs -- <command> [args...]');
  process.exit(2);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

if (process.env.DATABASE_URL) process.exit(run(command[0], command.slice(1)));

const isRoot = userInfo().uid === 0;
let bin = findBinDir();
if (!bin && isRoot) {
  console.log('[postgres] installing Debian postgresql');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'postgresql'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  bin = findBinDir();
}
if (!bin) {
  console.error('[postgres] no PostgreSQL server found; install Debian postgresql or set DATABASE_URL');
  process.exit(1);
}

// PostgreSQL refuses to run as root: the cluster belongs to the postgres user then.
const asServerUser = (args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)]);
const dir = mkdtempSync(join(tmpdir(), 'trellis-pg-'));
if (isRoot) {
  const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  chownSync(dir, Number(ids.stdout.trim()), Number(gid.stdout.trim()));
}
const data = join(dir, 'data');
const port = await freePort();
let status;
try {
  const [initCmd, initArgs] = asServerUser([join(bin, 'initdb'), '-D', data, '-U', 'trellis', '--auth=trust', '-E', 'UTF8']);
  if (run(initCmd, initArgs, { stdio: ['ignore', 'ignore', 'inherit'] }) !== 0) throw new Error('initdb failed');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const [startCmd, startArgs] = asServerUser([
    join(bin, 'pg_ctl'),
    '-D',
    data,
    '-o',
    options,
    '-l',
    join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  if (run(startCmd, startArgs, { stdio: ['ignore', 'ignore', 'inherit'] }) !== 0) throw new Error('PostgreSQL did not start');
  console.log(`[postgres] PostgreSQL on 127.0.0.1:${port}`);
  // TRELLIS_PG_CTL lets a fault test stop and start this throwaway cluster (JSON: the command and its leading arguments).
  const [ctlCmd, ctlArgs] = asServerUser([join(bin, 'pg_ctl'), '-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w']);
  status = run(command[0], command.slice(1), {
    env: {
      ...process.env,
      DATABASE_URL: `postgres://trellis@127.0.0.1:${port}/postgres`,
      TRELLIS_PG_CTL: JSON.stringify([ctlCmd, ...ctlArgs]),
    },
  });
} finally {
  const [stopCmd, stopArgs] = asServerUser([join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
  if (existsSync(data)) run(stopCmd, stopArgs, { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
