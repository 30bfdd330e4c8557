// Remotes deploy on their own schedule, so today's shell meets remotes built against other versions of the run-time
// platform it shares with them. One real remote (mf-commerce) is built twice from a copy of its sources, as if
// against the previous platform version and against the next one, and served from a stand-in CDN in turn.
import { readFileSync, rmSync, symlinkSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@trellis/contracts/messages';
import { parseVersion } from '@trellis/contracts/platform-version';
import { E2E_PORT } from '../playwright.config.ts';
import { ACCOUNTS, signInPage, tokensFor } from '../support/accounts.ts';
import { REPO_ROOT, cdnOrigin } from '../support/platform.ts';
import { buildRemoteCopy } from '../support/remote-build.ts';
import { serveFolder } from '../support/static-server.ts';

const REMOTE = { folder: 'mf-commerce', name: 'mf_commerce', path: '/membership', heading: /Membership Plans/ };

/** The platform version today's shell provides, and the ones before and after it within its major version. */
const current = JSON.parse(readFileSync(join(REPO_ROOT, 'packages/platform/package.json'), 'utf8')).version as string;
const [major, minor, patch] = parseVersion(current);
const previous = patch > 0 ? `${major}.${minor}.${patch - 1}` : `${major}.${minor - 1}.0`;
const next = `${major}.${minor + 1}.0`;

let cdn: Awaited<ReturnType<typeof serveFolder>>;
let served: string;
const copies: string[] = [];

async function pointRegistry(baseURL: string, manifestUrl: string) {
  const { access } = await tokensFor(baseURL, ACCOUNTS.staff);
  const response = await fetch(`${baseURL}/api/v1/remotes/${REMOTE.name}/`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    body: JSON.stringify({ manifest_url: manifestUrl }),
  });
  expect(response.status).toBe(200);
}

/** Opens the remote's page with the build served under `label`, keeping what the console said and what was fetched. */
async function openBuild(page: Page, baseURL: string, label: string) {
  const consoleLines: string[] = [];
  const fetched: string[] = [];
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  page.on('request', (request) => fetched.push(request.url()));
  await pointRegistry(baseURL, `${cdn.origin}/${label}/mf-manifest.json`);
  await signInPage(page, baseURL, ACCOUNTS.member);
  await page.goto(REMOTE.path);
  await expect(page.getByRole('heading', { name: REMOTE.heading })).toBeVisible();
  expect(fetched.some((url) => url.startsWith(`${cdn.origin}/${label}/`) && url.endsWith('.js'))).toBe(true);
  return consoleLines;
}

test.describe('a remote built against another platform version', () => {
  test.beforeAll(async () => {
    test.setTimeout(420_000);
    expect(previous).not.toBe(current);
    served = mkdtempSync(join(REPO_ROOT, 'e2e', '.remote-copy-served-'));
    copies.push(served);
    for (const [label, version] of [
      ['previous', previous],
      ['next', next],
    ]) {
      const copy = buildRemoteCopy(REMOTE.folder, { env: { TRELLIS_BUILD_PLATFORM_VERSION: version! } });
      copies.push(copy);
      symlinkSync(join(copy, 'dist'), join(served, label!));
    }
    cdn = await serveFolder(served, Number(new URL(cdnOrigin(E2E_PORT)).port));
  });

  test.afterAll(async ({ baseURL }) => {
    await pointRegistry(baseURL!, `/remotes/${REMOTE.folder}/mf-manifest.json`);
    await cdn?.close();
    for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  });

  test(`built against the previous version (${previous}) runs in today's shell (${current}) without a warning`, async ({
    page,
    baseURL,
  }) => {
    // The build records the version in its manifest and asks federation for the platform modules at that version.
    const manifest = (await (await fetch(`${cdn.origin}/previous/mf-manifest.json`)).json()) as {
      metaData: { buildInfo: { platformVersion: string } };
      shared: { name: string; requiredVersion: string }[];
    };
    expect(manifest.metaData.buildInfo.platformVersion).toBe(previous);
    const platformModules = manifest.shared.filter((module) => module.name.startsWith('@trellis/platform/'));
    expect(platformModules.length).toBeGreaterThan(0);
    expect(new Set(platformModules.map((module) => module.requiredVersion))).toEqual(new Set([`^${previous}`]));

    const consoleLines = await openBuild(page, baseURL!, 'previous');
    // The remote's screen reads the signed-in member from the shell's session store and lists the plans from the API.
    await expect(page.getByRole('button', { name: MESSAGES.membership.upgrade }).first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'built for platform version' })).toHaveCount(0);
    expect(consoleLines.filter((line) => line.includes(REMOTE.name) || /does not satisfy/.test(line))).toEqual([]);
  });

  test(`built against a newer version (${next}) is named in a warning on the page and in the console`, async ({ page, baseURL }) => {
    const consoleLines = await openBuild(page, baseURL!, 'next');
    const warning = MESSAGES.platform.needsNewer(next, current);
    await expect(page.getByRole('alert').filter({ hasText: warning })).toBeVisible();
    expect(consoleLines).toContain(`warning: [shell] ${REMOTE.name}: ${warning}`);
  });
});
