import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, signInPage, tokensFor } from '../support/accounts.ts';
import { E2E_PORT } from '../playwright.config.ts';
import { cdnOrigin } from '../support/platform.ts';
import { buildRemoteCopy } from '../support/remote-build.ts';
import { serveFolder } from '../support/static-server.ts';

const CHANGED_LABEL = 'Total Members (new release)';

/** mf-admin built from a copy of its sources with one visible change, as its team would. */
function buildChangedRemote() {
  return buildRemoteCopy('mf-admin', {
    edit(copy) {
      const page = join(copy, 'src/features/dashboard/DashboardPage.tsx');
      writeFileSync(page, readFileSync(page, 'utf8').replace("'Total Members'", `'${CHANGED_LABEL}'`));
    },
  });
}

async function pointRegistry(baseURL: string, manifestUrl: string) {
  const { access } = await tokensFor(baseURL, ACCOUNTS.staff);
  const response = await fetch(`${baseURL}/api/v1/remotes/mf_admin/`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    body: JSON.stringify({ manifest_url: manifestUrl }),
  });
  expect(response.status).toBe(200);
}

test('a remote rebuilt with a visible change is picked up by the running shell without rebuilding the shell', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const shellBefore = await (await fetch(`${baseURL}/main.js`)).text();
  const copy = buildChangedRemote();
  const cdn = await serveFolder(join(copy, 'dist'), Number(new URL(cdnOrigin(E2E_PORT)).port));
  try {
    await signInPage(page, baseURL!, ACCOUNTS.admin);
    await page.goto('/admin-dashboard');
    await expect(page.getByText('Total Members', { exact: true })).toBeVisible();

    await pointRegistry(baseURL!, `${cdn.origin}/mf-manifest.json`);
    await page.reload();
    await expect(page.getByText(CHANGED_LABEL)).toBeVisible();
    expect(await (await fetch(`${baseURL}/main.js`)).text()).toBe(shellBefore);
  } finally {
    await pointRegistry(baseURL!, '/remotes/mf-admin/mf-manifest.json');
    await cdn.close();
    rmSync(copy, { recursive: true, force: true });
  }
});
