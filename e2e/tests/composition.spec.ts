import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInPage } from '../support/accounts.ts';
import { countScriptBytes } from '../support/first-load.ts';
import { installRendererProbe, manifestUrls, reactCopies, sharedCopies } from '../support/singletons.ts';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/**
 * What a cold first load may download, KiB of gzip JavaScript: a little above what the pages need now (207 and 291),
 * so that a change bringing more onto every first load (a kit component's imports, a shared module grown whole) is
 * seen here and either moved behind a lazy boundary or argued for by raising the figure. `npm run bench` prints the
 * goals (250 and 300 kB).
 */
const FIRST_LOAD_BUDGET_KIB = [
  {
    label: 'signed-out /login',
    path: '/login',
    ready: (page: Page) => page.getByRole('button', { name: 'Login', exact: true }),
    budget: 220,
  },
  { label: 'signed-in /', path: '/', account: ACCOUNTS.member, ready: mainMenu, budget: 297 },
];

test.describe('composition of the shell and its remotes', () => {
  test('a signed-out visitor signs in on the login screen of mf-auth', async ({ page, baseURL }) => {
    await page.goto('/login?next=/usecases');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

    await page.getByLabel('Email').fill(ACCOUNTS.member);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('There is an error while processing your request')).toBeVisible();

    await page.getByLabel('Password').fill('Trellis!2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${baseURL}/usecases`);
    await expect(page.getByRole('heading', { name: 'AI Use Cases' })).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
  });

  test('the sign-in card holds from the server’s first paint to the form, with no empty layout or skeleton between and nothing animating unseen under it', async ({
    page,
  }) => {
    // What each frame shows, read just before it is painted, with the CPU slowed as on a phone; and whether anything
    // under the held first paint animates, which no one would see.
    await page.addInitScript(() => {
      const frames: string[] = [];
      const hidden: string[] = [];
      Object.assign(window, { trellisFrames: frames, trellisHiddenAnimations: hidden });
      const record = () => {
        const shown = document.querySelector('.fp-card') ? 'card' : document.querySelector('#root form') ? 'form' : 'other';
        if (frames.at(-1) !== shown) frames.push(shown);
        const held = document.querySelector('#root[data-first-paint-held]');
        for (const animation of held ? document.getAnimations() : []) {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          if (animation.playState === 'running' && target && held?.contains(target)) hidden.push(animation.constructor.name);
        }
        if (shown !== 'form') requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    const { frames, hidden } = await page.evaluate(() => {
      const recorded = window as Window & { trellisFrames?: string[]; trellisHiddenAnimations?: string[] };
      return { frames: recorded.trellisFrames ?? [], hidden: recorded.trellisHiddenAnimations ?? [] };
    });
    // Frames before the markup is parsed show nothing yet; from the card on, the next thing on screen is the form.
    expect(frames.slice(frames.indexOf('card'))).toEqual(['card', 'form']);
    expect(hidden).toEqual([]);
  });

  test('each area mounts its first screen with data from the API', async ({ page, baseURL }) => {
    await signInPage(page, baseURL!, ACCOUNTS.member);

    await page.goto('/org');
    await expect(page.getByRole('heading', { name: 'Organizations' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Trellis Career Network' }).first()).toBeVisible();

    await mainMenu(page).getByRole('link', { name: 'Membership' }).click();
    await expect(page.getByRole('heading', { name: /Membership Plans/ })).toBeVisible();

    await mainMenu(page).getByRole('link', { name: 'AI Use Case' }).click();
    await expect(page.getByRole('heading', { name: 'AI Use Cases' })).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: /Maya/ }).first()).toBeVisible();
  });

  test('the admin dashboard shows the organization totals to its admin', async ({ page, baseURL }) => {
    await signInPage(page, baseURL!, ACCOUNTS.admin);
    await page.goto('/admin-dashboard');
    await expect(page.getByText('Total Members')).toBeVisible();
    await expect(page.getByText('Total Circles')).toBeVisible();
  });

  test('a path no remote owns shows the not-found page', async ({ page, baseURL }) => {
    await page.goto('/definitely/not/a/page');
    await expect(page.getByText('Oops!')).toBeVisible();
    await expect(page.getByText('404 - Page Not Found')).toBeVisible();
    await page.getByRole('button', { name: 'Go to Home Page' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('a page holds one copy of React, ReactDOM, antd and every other shared library', async ({ page, baseURL }) => {
    await installRendererProbe(page);
    await signInPage(page, baseURL!, ACCOUNTS.member);
    await page.goto('/usecases');
    await expect(page.getByRole('heading', { name: 'AI Use Cases' })).toBeVisible();
    // Visit more areas in the same page so several remotes load side by side.
    await mainMenu(page).getByRole('link', { name: 'Membership' }).click();
    await expect(page.getByRole('heading', { name: /Membership Plans/ })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState(null, '', '/org');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Organizations' })).toBeVisible();

    expect(await reactCopies(page)).toEqual({ react: 1, 'react-dom': 1 });
    const copies = await sharedCopies(page, await manifestUrls(page));
    for (const library of ['react', 'react-dom', '@trellis/ui/antd', '@trellis/ui/router', 'zustand', 'swr', 'ky', '@trellis/ui/icons']) {
      expect(copies[library], `${library} is loaded`).toBeGreaterThanOrEqual(1);
    }
    for (const [library, count] of Object.entries(copies)) expect(count, `copies of ${library}`).toBe(1);
  });

  for (const { label, path, account, ready, budget } of FIRST_LOAD_BUDGET_KIB) {
    test(`the first load of ${label} stays within ${budget} KiB of gzip JavaScript`, async ({ page, baseURL }) => {
      if (account) await signInPage(page, baseURL!, account);
      const scripts = countScriptBytes(page);
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      expect((await scripts.total()) / 1024).toBeLessThanOrEqual(budget);
    });
  }

  test('a remote whose manifest answers 404 shows the crash card in its area only', async ({ page }) => {
    await page.route('**/remotes/mf-commerce/mf-manifest.json', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.goto('/membership');
    await expect(page.getByText('Something went wrong!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();

    await mainMenu(page).getByRole('link', { name: 'AI Use Case' }).click();
    await expect(page.getByRole('heading', { name: 'AI Use Cases' })).toBeVisible();
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  });

  test('a remote that throws while rendering shows the crash card in its area only', async ({ page }) => {
    // A malformed answer makes the use case list throw during render.
    await page.route('**/api/v1/use-cases/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: {}, pagination: { count: 1 } }) }),
    );
    await page.goto('/usecases');
    await expect(page.getByText('Something went wrong!')).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();

    await mainMenu(page).getByRole('link', { name: 'Membership' }).click();
    await expect(page.getByRole('heading', { name: /Membership Plans/ })).toBeVisible();
  });
});
