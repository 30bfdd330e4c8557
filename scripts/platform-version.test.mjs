// Every change to what @trellis/platform ships raises its version: remotes built at other times share it at run time
// and read its version to know whether the page provides what they were built against.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, describe, it } from 'node:test';
import { buildPlatformVersion } from '../packages/federation/index.mjs';
import {
  platformDigest,
  platformRoot,
  platformVersion,
  platformVersionProblem,
  recordVersion,
} from '../packages/federation/platform-version.mjs';

const copies = [];
after(() => copies.forEach((copy) => rmSync(copy, { recursive: true, force: true })));

/** A copy of the platform's shipped files and record, to change without touching the repository. */
function platformCopy() {
  const copy = mkdtempSync(join(tmpdir(), 'trellis-platform-version-'));
  copies.push(copy);
  for (const entry of ['package.json', 'versions.json', 'src']) cpSync(join(platformRoot, entry), join(copy, entry), { recursive: true });
  return copy;
}

const edit = (file, change) => writeFileSync(file, change(readFileSync(file, 'utf8')));
const setVersion = (copy, version) =>
  edit(join(copy, 'package.json'), (text) => text.replace(/"version": "[^"]+"/, `"version": "${version}"`));

describe('the version of the run-time platform', () => {
  it('matches what the platform ships in this repository', () => {
    assert.equal(platformVersionProblem(), null);
  });

  it('must be raised when a shipped source changes', () => {
    const copy = platformCopy();
    edit(join(copy, 'src/navigation.ts'), (text) => `${text}\nexport const added = 1;\n`);
    assert.match(platformVersionProblem(copy) ?? '', /changed since .* but its version did not: raise the version/);
  });

  it('must be raised when its exports or dependencies change', () => {
    const copy = platformCopy();
    edit(join(copy, 'package.json'), (text) => text.replace('"mitt": "', '"mitt": ">='));
    assert.match(platformVersionProblem(copy) ?? '', /but its version did not/);
  });

  it('stays when only a test changes', () => {
    const copy = platformCopy();
    edit(join(copy, 'src/events/bus.test.ts'), (text) => `${text}\n// another case\n`);
    assert.equal(platformVersionProblem(copy), null);
  });

  it('is recorded once raised, and then matches again', () => {
    const copy = platformCopy();
    edit(join(copy, 'src/navigation.ts'), (text) => `${text}\nexport const added = 1;\n`);
    const [major, minor] = platformVersion(copy).split('.').map(Number);
    const next = `${major}.${minor + 1}.0`;
    setVersion(copy, next);
    assert.match(platformVersionProblem(copy) ?? '', new RegExp(`${next.replaceAll('.', '\\.')} is not recorded`));
    recordVersion(next, platformDigest(copy), copy);
    assert.equal(platformVersionProblem(copy), null);
  });

  it('never moves backwards', () => {
    const copy = platformCopy();
    setVersion(copy, '0.9.0');
    assert.match(platformVersionProblem(copy) ?? '', /a version only moves forward/);
  });
});

describe('the platform version an app is built against', () => {
  afterEach(() => delete process.env.TRELLIS_BUILD_PLATFORM_VERSION);

  it('is the platform version, or the one TRELLIS_BUILD_PLATFORM_VERSION names for a build as if against another', () => {
    assert.equal(buildPlatformVersion(), platformVersion());
    process.env.TRELLIS_BUILD_PLATFORM_VERSION = '1.0.0';
    assert.equal(buildPlatformVersion(), '1.0.0');
  });

  it('stops the build with the variable named when the override is not a version', () => {
    process.env.TRELLIS_BUILD_PLATFORM_VERSION = 'latest';
    assert.throws(() => buildPlatformVersion(), /TRELLIS_BUILD_PLATFORM_VERSION must be a version such as 1\.2\.0 \(it is "latest"\)/);
  });
});
