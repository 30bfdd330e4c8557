// Finds the remotes of the workspace by their descriptors: every `mf-*/remote.json` at the root of the workspace.
// Plain JavaScript so that webpack configs and the build and dev scripts can read it before any TypeScript
// tooling runs; the API checks each descriptor against the RemoteDescriptor contract when it starts.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The descriptor file of the remote in `appDir`. */
export const descriptorPath = (appDir) => join(appDir, 'remote.json');

/** The parsed `remote.json` of the remote in `appDir`; a file that is not JSON stops with its path named. */
export function readRemoteDescriptor(appDir) {
  const file = descriptorPath(appDir);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`The remote descriptor ${file} cannot be read: ${error.message}`, { cause: error });
  }
}

/** Every remote folder of the workspace that holds a descriptor, in folder order. */
export function remoteFolders(root = workspaceRoot) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-') && existsSync(descriptorPath(join(root, entry.name))))
    .map((entry) => entry.name)
    .sort();
}

/** Every remote's parsed descriptor, ordered by dev server port: the registry's order. */
export function readRemoteDescriptors(root = workspaceRoot) {
  return remoteFolders(root)
    .map((folder) => readRemoteDescriptor(join(root, folder)))
    .sort((a, b) => Number(a.dev_port) - Number(b.dev_port));
}
