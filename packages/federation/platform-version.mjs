// The run-time platform (@trellis/platform) is one federation singleton that remotes built at other times share, so
// its version must say when what it ships changed. Each version is recorded with a digest of the shipped files in
// packages/platform/versions.json; a change to those files without a new version fails the check below, which
// `npm test` runs (scripts/platform-version.test.mjs).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareVersions, parseVersion } from '@trellis/contracts/platform-version';

export const platformRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'platform');
const RECORD = 'versions.json';
/** Tests do not ship: changing one needs no new version. */
const NOT_SHIPPED = /\.test\.[cm]?[jt]sx?$/;

function shippedFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return shippedFiles(path);
    return entry.isFile() && !NOT_SHIPPED.test(entry.name) ? [path] : [];
  });
}

/**
 * A digest of what the platform ships: every source file but the tests, and its package.json without the version
 * (its exports and dependencies ship too). The same files give the same digest on any machine.
 */
export function platformDigest(root = platformRoot) {
  const hash = createHash('sha256');
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  delete manifest.version;
  hash.update(JSON.stringify(manifest));
  for (const file of shippedFiles(join(root, 'src')).sort()) {
    hash.update('\0');
    hash.update(relative(root, file).split('\\').join('/'));
    hash.update('\0');
    hash.update(readFileSync(file, 'utf8').replace(/\r\n/g, '\n'));
  }
  return `sha256:${hash.digest('hex')}`;
}

/** The platform's version as its package.json declares it. */
export function platformVersion(root = platformRoot) {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
}

/** Every recorded version with the digest of what it shipped. */
export function recordedVersions(root = platformRoot) {
  return JSON.parse(readFileSync(join(root, RECORD), 'utf8'));
}

/** Records `digest` as what `version` ships, keeping the record in version order. */
export function recordVersion(version, digest, root = platformRoot) {
  const versions = { ...recordedVersions(root), [version]: digest };
  const sorted = Object.fromEntries(Object.entries(versions).sort(([a], [b]) => compareVersions(a, b)));
  writeFileSync(join(root, RECORD), `${JSON.stringify(sorted, null, 2)}\n`);
}

const HOW_TO_RECORD = 'node scripts/platform-version.mjs record';

/** Why the platform's version does not match what it ships, or null when it does. */
export function platformVersionProblem(root = platformRoot) {
  const version = platformVersion(root);
  parseVersion(version);
  const versions = recordedVersions(root);
  const newest = Object.keys(versions).sort(compareVersions).at(-1);
  if (newest && compareVersions(version, newest) < 0)
    return `@trellis/platform is at ${version}, older than the recorded ${newest}: a version only moves forward.`;
  const recorded = versions[version];
  const digest = platformDigest(root);
  if (!recorded) return `@trellis/platform ${version} is not recorded in packages/platform/${RECORD}: run \`${HOW_TO_RECORD}\`.`;
  if (recorded !== digest)
    return (
      `@trellis/platform changed since ${version} was recorded, but its version did not: raise the version in ` +
      `packages/platform/package.json (patch for a fix, minor for an addition, major for a change that breaks remotes), then run \`${HOW_TO_RECORD}\`.`
    );
  return null;
}
