#!/usr/bin/env node
// `npm run dev`: the API, the shell and every remote with a descriptor (mf-*/remote.json) in watch mode side by
// side. The remotes' dev servers listen on the ports their descriptors name, where the dev API's registry points.
import { spawn } from 'node:child_process';
import { readRemoteDescriptors, workspaceRoot } from '../packages/federation/descriptors.mjs';

const apps = [
  { label: 'api', filter: '@trellis/api' },
  { label: 'shell', filter: '@trellis/shell' },
  ...readRemoteDescriptors().map((remote) => ({ label: remote.folder.replace(/^mf-/, ''), filter: `@trellis/${remote.folder}` })),
];

const child = spawn(
  'concurrently',
  ['--kill-others-on-fail', '--names', apps.map((app) => app.label).join(','), ...apps.map((app) => `pnpm --filter ${app.filter} run dev`)],
  { cwd: workspaceRoot, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
