import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInPage } from '../support/accounts.ts';

/** The same platform under another host name; Chromium resolves every *.localhost name to this machine. */
function onHost(baseURL: string, host: string) {
  const url = new URL(baseURL);
  url.hostname = host;
  return url.origin;
}

async function primaryColour(page: Page) {
  const button = page.getByRole('button', { name: 'Signup' });
  await expect(button).toBeVisible();
  return button.evaluate((element) => getComputedStyle(element).backgroundColor);
}

test.describe('white-label sites', () => {
  test('each host name shows its own brand, tab icon and theme colour, from the settings its page carries', async ({ page, baseURL }) => {
    // The page brings the site's settings: the first render has them, and nothing needs to ask for them.
    const asked: string[] = [];
    await page.route('**/api/v1/app-config-group/', (route) => {
      asked.push(route.request().url());
      return route.abort();
    });
    const seen = new Map<string, string>();
    for (const [host, brand] of [
      ['localhost', 'Trellis'],
      ['campus.localhost', 'Westlake Careers'],
      ['diaspora.localhost', 'Diaspora Bridge'],
    ] as const) {
      await page.goto(`${onHost(baseURL!, host)}/circles`);
      await expect(page).toHaveTitle(brand);
      // The tab shows the site's logo, and only it.
      await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', /^\/api\/v1\/site-logos\//);
      seen.set(host, await primaryColour(page));
    }
    expect(asked).toEqual([]);
    expect(new Set(seen.values()).size).toBe(3);
    expect(seen.get('campus.localhost')).toBe('rgb(29, 78, 216)');
    expect(seen.get('diaspora.localhost')).toBe('rgb(15, 118, 110)');
  });

  test('a member switches to an organization of another site and lands there signed in', async ({ page, baseURL }) => {
    await signInPage(page, baseURL!, ACCOUNTS.member);
    await page.goto('/circles');
    await page.getByRole('button', { name: 'Switch organization' }).click();
    await page.getByRole('menuitem', { name: /Westlake State Unive/ }).click();

    await expect(page).toHaveURL(new RegExp(`^${onHost(baseURL!, 'campus.localhost')}/`));
    await expect(page).toHaveTitle('Westlake Careers');
    await expect(page.getByRole('banner').getByTitle('Westlake State University')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
  });

  test('an admin switches to the admin view and back', async ({ page, baseURL }) => {
    await signInPage(page, baseURL!, ACCOUNTS.admin);
    await page.goto('/circles');
    await page.getByRole('button', { name: 'Switch to Admin View' }).click();
    await expect(page).toHaveURL(`${baseURL}/admin-dashboard/todos`);
    const adminMenu = page.getByRole('navigation', { name: 'Admin menu' });
    await expect(adminMenu.getByRole('link', { name: 'Todos' })).toBeVisible();

    await page.getByRole('button', { name: 'Switch to User View' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});
