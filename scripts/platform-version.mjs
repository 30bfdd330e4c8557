#!/usr/bin/env node
// `node scripts/platform-version.mjs record`: records the digest of what @trellis/platform ships under its current
// version, after the version in packages/platform/package.json was raised. `check` (the default) says whether the
// version matches what the platform ships, as `npm test` does.
import {
  platformDigest,
  platformVersion,
  platformVersionProblem,
  recordVersion,
  recordedVersions,
} from '../packages/federation/platform-version.mjs';

const command = process.argv[2] ?? 'check';
const version = platformVersion();

if (command === 'record') {
  const recorded = recordedVersions()[version];
  const digest = platformDigest();
  if (recorded && recorded !== digest) {
    console.error(
      `@trellis/platform ${version} is already recorded with other contents: raise the version in packages/platform/package.json first.`,
    );
    process.exit(1);
  }
  if (!recorded) recordVersion(version, digest);
  console.log(`@trellis/platform ${version}: ${digest}`);
} else if (command === 'check') {
  const problem = platformVersionProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`@trellis/platform ${version} matches what it ships.`);
} else {
  console.error(`Unknown command "${command}": use record or check.`);
  process.exit(2);
}
