import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInPage, tokensFor } from '../support/accounts.ts';
import { concretePath, declaredRoutes, matchesPattern, type DeclaredRoute } from '../support/declared-routes.ts';
import { accessibilityFindings, internalLinks, layoutFindings } from '../support/layout-checks.ts';

/**
 * The layout tour: every declared route, signed out and as the demo accounts, on every site, at desktop and phone
 * sizes, looked at as a visitor would: nothing scrolls sideways, no text runs out of its box or breaks mid-word,
 * open popovers and drawers fit the screen, the console stays clean, no link leads to the not-found page of a
 * built area, and axe finds no serious or critical accessibility violation in the site's theme.
 */

const SITES = ['localhost', 'diaspora.localhost', 'campus.localhost', 'camp.localhost', 'senate.localhost'] as const;
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Site = (typeof SITES)[number];
type Who = keyof typeof ACCOUNTS | 'signed out';

/**
 * Who tours where. Signed-out visitors and the demo member see every route, spread over all five sites (each route
 * on one site, a different one for each of them) so that every site is seen at both sizes without the full
 * product of routes and sites. The other accounts tour where their pages differ: unverified and pending members
 * are held at their own screens, admins and staff have the admin view, everyone has their own profile.
 */
const TOURS: { who: Who; sites: readonly Site[]; applies?: (route: DeclaredRoute) => boolean }[] = [
  { who: 'signed out', sites: SITES },
  { who: 'member', sites: SITES },
  // Held at their own screen: the access screens, the shell's pages and one guarded area show where they are sent.
  { who: 'unverified', sites: ['camp.localhost'], applies: (route) => ['mf_auth', 'mf_profile', 'shell'].includes(route.owner) },
  { who: 'pending', sites: ['senate.localhost'], applies: (route) => ['mf_auth', 'mf_profile', 'shell'].includes(route.owner) },
  { who: 'admin', sites: ['localhost'], applies: (route) => ['mf_admin', 'mf_profile', 'shell'].includes(route.owner) },
  { who: 'staff', sites: ['campus.localhost'], applies: (route) => ['mf_admin', 'shell'].includes(route.owner) },
  { who: 'leader', sites: ['diaspora.localhost'], applies: (route) => ['mf_profile', 'shell'].includes(route.owner) },
];

/** The top bar's controls that open something: each is opened once per size and what opens must fit. */
const OPENERS = [/^Notifications, \d+ unread$/, /^Open chat/, /^Switch organization$/, /^Settings$/, /^More$/, /^Open menu$/];

const ROUTES = declaredRoutes();

/**
 * Pages axe has already judged in this run, by site, sign-in state and landing: another account that lands on the
 * same page of the same site (the code screen, /login) is not judged again.
 */
const judged = new Set<string>();

function onHost(baseURL: string, host: string) {
  const url = new URL(baseURL);
  url.hostname = host;
  return url.origin;
}

/**
 * A value for each route parameter: the visitor's own profile, the site's organization, a demo circle with join
 * questions, the demo conference, a long public post, a link token nobody issued.
 */
function sampler(ownSlug: string, organizationSlug: string | null) {
  return (parameter: string, pattern: string) => {
    if (parameter === 'slug' && pattern.startsWith('/profile/')) return ownSlug;
    if (parameter === 'slug' && pattern.startsWith('/org/') && organizationSlug) return organizationSlug;
    if (parameter === 'slug' && pattern.startsWith('/circle/')) return 'ai-foundations-for-career-changers';
    if (parameter === 'slug' && pattern.startsWith('/event/')) return 'future-of-work-summit-2026';
    if (parameter === 'slug' && pattern.startsWith('/job/')) return 'data-analyst-intern';
    if (parameter === 'slug' && pattern.startsWith('/post/')) return 'how-to-write-a-cover-letter';
    if (parameter === 'slug' && pattern.startsWith('/career-tip/')) return 'tailor-your-resume';
    if (parameter === 'slug' && pattern.startsWith('/resource/')) return 'salary-negotiation-checklist-for-first-offers';
    if (parameter === 'slug' && pattern.startsWith('/careergps/')) return 'careergps';
    if (parameter === 'slug' && pattern.startsWith('/careergps-report/')) return 'a-report-nobody-wrote';
    if (parameter === 'key' && pattern.startsWith('/invitation/')) return 'lumen-robotics-welcome';
    if (parameter === 'slug' && pattern.startsWith('/usecase/')) return 'drafting-personalised-outreach-e-mails-to-prospective-mentors';
    if (parameter === 'slug' && pattern.startsWith('/ai-tool/')) return 'claude';
    if (parameter === 'section' && (pattern.startsWith('/favorites/') || pattern.startsWith('/my/'))) return 'ai-tools';
    if (parameter === 'section') return 'experience';
    if (parameter === 'token') return 'a-link-nobody-issued';
    throw new Error(`The layout tour has no sample value for :${parameter} of ${pattern}; add one to its sampler`);
  };
}

/** Waits until the page has no request in flight and shows no loading placeholder. */
async function settle(page: Page, inFlight: () => number) {
  const deadline = Date.now() + 10_000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const busy = inFlight() > 0 || (await page.locator('.ant-skeleton, .ant-spin-spinning').count()) > 0;
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince > 300) return;
    await page.waitForTimeout(100);
  }
}

/** Whether a link's path reaches a screen: a declared route, or a path in an area with no screen built yet. */
function reachesScreen(path: string, prefixes: { prefix: string; owner: string }[], routes: DeclaredRoute[]) {
  if (routes.some((route) => matchesPattern(path, route.pattern))) return true;
  const area = prefixes
    .filter(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  if (!area) return false;
  const built = routes.some((route) => route.pattern === area.prefix || route.pattern.startsWith(`${area.prefix}/`));
  return !built;
}

/** Listens to a page for what a visitor would call an error: console errors, uncaught exceptions, 5xx answers. */
function watch(page: Page, findings: string[], where: () => string) {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  page.on('console', (message) => {
    // A failed request is judged by its status below; the console's copy of it says nothing more.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      findings.push(`${where()}: console error: ${message.text().slice(0, 300)}`);
    }
  });
  page.on('pageerror', (error) => findings.push(`${where()}: uncaught ${error.message.slice(0, 300)}`));
  page.on('response', (response) => {
    if (response.status() >= 500) findings.push(`${where()}: ${response.status()} from ${response.url()}`);
  });
  return () => inFlight;
}

/** Opens each top-bar control in turn and looks at what opened. */
async function tryOpeners(page: Page, at: string, findings: string[]) {
  for (const name of OPENERS) {
    const opener = page.getByRole('banner').getByRole('button', { name }).first();
    if (!(await opener.isVisible())) continue;
    await opener.click();
    await page.waitForTimeout(400);
    for (const finding of await layoutFindings(page)) findings.push(`${at} with ${name.source} open: ${finding}`);
    await page.keyboard.press('Escape');
    const closeChat = page.getByRole('button', { name: 'Close chat' });
    if (await closeChat.isVisible()) await closeChat.click();
    await page.waitForTimeout(300);
  }
}

test.describe('layout tour', () => {
  test('sees each kind of defect it looks for, so a clean tour means something', async ({ page }) => {
    await page.setViewportSize(SIZES[1]);
    await page.setContent(`
      <h2 style="width: 60px; word-break: break-all">Forgot password</h2>
      <button style="width: 40px; white-space: nowrap; overflow: hidden">Send recovery link</button>
      <div style="width: 600px">A row wider than the phone</div>
      <div class="ant-popover" style="position: fixed; left: -80px; top: 10px; width: 200px">Latest notifications</div>
    `);
    const found = (await layoutFindings(page)).join('\n');
    expect(found).toContain('the page scrolls sideways');
    expect(found).toMatch(/"password" is broken across lines/);
    expect(found).toMatch(/text runs out of its box .*Send recovery link/);
    expect(found).toMatch(/an open overlay is not inside the screen .*Latest notifications/);
  });

  TOURS.forEach(({ who, sites, applies = () => true }, tourIndex) => {
    test(`${who}`, async ({ browser, baseURL }) => {
      const findings: string[] = [];
      let ownSlug = 'maya-thompson';
      if (who !== 'signed out') {
        const { access } = await tokensFor(baseURL!, ACCOUNTS[who]);
        const identity = await (await fetch(`${baseURL}/api/v1/identity/`, { headers: { authorization: `Bearer ${access}` } })).json();
        ownSlug = identity.profile.name_slug;
      }
      const routes = ROUTES.filter(applies);
      // Dozens of pages at two sizes with axe on each: longer than a single flow, bounded by the pages it visits.
      test.setTimeout(60_000 + routes.length * 6_000);

      for (const [siteIndex, site] of sites.entries()) {
        const mine = routes.filter((_, index) => (index + tourIndex) % sites.length === siteIndex);
        if (!mine.length) continue;
        const context = await browser.newContext({ viewport: SIZES[0] });
        const page = await context.newPage();
        let where = `${who} on ${site}`;
        const inFlight = watch(page, findings, () => where);
        if (who !== 'signed out') await signInPage(page, baseURL!, ACCOUNTS[who]);
        await page.goto(`${onHost(baseURL!, site)}/`);
        await settle(page, inFlight);
        // A member of another site's organization is offered this one first; the tour looks at that, then declines.
        const notNow = page.getByRole('button', { name: 'Not now' });
        if (await notNow.isVisible()) {
          for (const finding of await accessibilityFindings(page)) findings.push(`${where} join offer: ${finding}`);
          await notNow.click();
        }
        const config = await page.evaluate(() => fetch('/api/v1/app-config-group/').then((response) => response.json()));
        const registry = await page.evaluate(() => fetch('/api/v1/remotes/').then((response) => response.json()));
        const prefixes = (registry.remotes as { name: string; prefixes: string[] }[]).flatMap(({ name, prefixes: owned }) =>
          owned.map((prefix) => ({ prefix, owner: name })),
        );
        const sample = sampler(ownSlug, config.site.default_organization?.name_slug ?? null);

        const visited = new Set<string>();
        // The top bar's popovers are the same on every site: opened on the tour's first site only.
        let openersTried = siteIndex > 0;
        for (const route of mine) {
          const path = concretePath(route.pattern, sample);
          where = `${who} on ${site} ${path}`;
          // Moving inside the page as its own links do; single-spa follows every pushState.
          await page.evaluate((target) => window.history.pushState(null, '', target), path);
          await settle(page, inFlight);
          // Redirects (to /login, /verify-otp, /pending) land many routes on one page: each landing is looked at once.
          const heading = await page.evaluate(() => document.querySelector('h1, h2')?.textContent ?? '');
          const landed = `${new URL(page.url()).pathname} ${heading}`;
          if (visited.has(landed)) continue;
          visited.add(landed);

          for (const size of SIZES) {
            await page.setViewportSize(size);
            await page.waitForTimeout(200);
            const at = `${where} (${size.name})`;
            for (const finding of await layoutFindings(page)) findings.push(`${at}: ${finding}`);
            // Contrast, names and labels do not change with the width: one axe run per page is enough. The pointer is
            // moved off the page first, so that no control is judged in its hover colours.
            await page.mouse.move(0, 0);
            const judgement = `${site} ${who === 'signed out'} ${landed}`;
            if (size === SIZES[0] && !judged.has(judgement)) {
              judged.add(judgement);
              for (const finding of await accessibilityFindings(page)) findings.push(`${at}: ${finding}`);
            }
            if (!openersTried) await tryOpeners(page, at, findings);
          }
          openersTried = true;
          await page.setViewportSize(SIZES[0]);
          for (const link of new Set(await internalLinks(page))) {
            if (!reachesScreen(link, prefixes, ROUTES)) findings.push(`${where}: a link to ${link} leads to the not-found page`);
          }
        }
        await context.close();
      }
      expect(findings).toEqual([]);
    });
  });
});
