import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInPage, tokensFor } from '../support/accounts.ts';
import { concretePath, declaredRoutes, matchesPattern, type DeclaredRoute } from '../support/declared-routes.ts';
import { accessibilityFindings, internalLinks, layoutFindings } from '../support/layout-checks.ts';

/**
 * The layout tour: every declared route, signed out and as the demo member, on each of the five sites, at desktop and
 * phone sizes, the admin's view on every site too, and the routes where the other demo accounts' pages differ on two
 * sites (see TOURS); looked at as a visitor would: nothing scrolls sideways, no text runs out of its box or breaks
 * mid-word, the top bar's popovers and drawers fit the screen on every site at both sizes, the console stays clean, no
 * link leads to the not-found page of a built area, and axe finds no serious or critical accessibility violation, its
 * colour rules in every site's theme.
 * What depends on neither the site nor the width is looked at once per page: where links lead, and axe's rules
 * other than colour.
 */

const SITES = ['localhost', 'diaspora.localhost', 'campus.localhost', 'camp.localhost', 'senate.localhost'] as const;
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Site = (typeof SITES)[number];
type Who = keyof typeof ACCOUNTS | 'signed out';

/**
 * Two sites that differ most: the default one, and the diaspora site with its dark teal brand, whose tints and text
 * colours are the hardest to keep readable.
 */
const CONTRASTING_SITES: readonly Site[] = ['localhost', 'diaspora.localhost'];

/**
 * Who tours which routes on which sites. Signed-out visitors and the demo member see every route on every site, and
 * the admin the admin view on every site: between them, every page in every site's theme and content. The other
 * accounts tour where their pages differ by role, on two sites: unverified and pending members are held at their own
 * screens, staff have the admin view, everyone has their own profile.
 */
const TOURS: { who: Who; applies?: (route: DeclaredRoute) => boolean; sites?: readonly Site[] }[] = [
  { who: 'signed out' },
  { who: 'member' },
  { who: 'admin', applies: (route) => ['mf_admin', 'mf_profile', 'shell'].includes(route.owner) },
  // Held at their own screen: the access screens, the shell's pages and one guarded area show where they are sent.
  { who: 'unverified', applies: (route) => ['mf_auth', 'mf_profile', 'shell'].includes(route.owner), sites: CONTRASTING_SITES },
  { who: 'pending', applies: (route) => ['mf_auth', 'mf_profile', 'shell'].includes(route.owner), sites: CONTRASTING_SITES },
  { who: 'staff', applies: (route) => ['mf_admin', 'shell'].includes(route.owner), sites: CONTRASTING_SITES },
  { who: 'leader', applies: (route) => ['mf_profile', 'shell'].includes(route.owner), sites: CONTRASTING_SITES },
];

/** The top bar's controls that open something: each is opened once per size and what opens must fit. */
const OPENERS = [/^Notifications, \d+ unread$/, /^Open chat/, /^Switch organization$/, /^Settings$/, /^More$/, /^Open menu$/];

const ROUTES = declaredRoutes();

/**
 * Pages axe has already judged in this run, by sign-in state and landing, and by site: another account that lands on
 * the same page (the code screen, /login) is not judged again.
 */
const judged = new Set<string>();

/**
 * Runs axe on a page as the tour lands on it: all of its rules the first time the page is seen on any site, since
 * names, labels and structure do not change with the site, and on each other site only the rules its theme decides.
 * The pointer is moved off the page first, so that no control is judged in its hover colours.
 */
async function judge(page: Page, landing: string, site: Site, report: (finding: string) => void) {
  if (judged.has(`${site} ${landing}`)) return;
  judged.add(`${site} ${landing}`);
  const rules = judged.has(landing) ? 'theme' : 'all';
  judged.add(landing);
  await page.mouse.move(0, 0);
  for (const finding of await accessibilityFindings(page, rules)) report(finding);
}

/**
 * Sites walked side by side in one tour: much of a visit is waiting for the server, the network to go quiet and the
 * browser's next frame, so the five walks share two cores well (three at once took a third longer).
 */
const SITES_AT_ONCE = 5;

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

/** The page's requests as they come and go, so that waiting for a quiet network needs no polling. */
class Network {
  inFlight = 0;
  /** Requests started so far. */
  started = 0;
  private lastActivity = Date.now();
  private wake: (() => void)[] = [];

  constructor(page: Page) {
    page.on('request', () => {
      this.started += 1;
      this.change(1);
    });
    page.on('requestfinished', () => this.change(-1));
    page.on('requestfailed', () => this.change(-1));
  }

  private change(by: number) {
    this.inFlight += by;
    this.touch();
  }

  /** Counts now as activity: a page just told to move will start its requests in a moment. */
  touch() {
    this.lastActivity = Date.now();
    for (const wake of this.wake.splice(0)) wake();
  }

  /** Resolves once no request has been in flight for `quietMs`, or at `deadline`. */
  async quiet(quietMs: number, deadline: number) {
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) return;
      const quietFor = Date.now() - this.lastActivity;
      if (this.inFlight === 0 && quietFor >= quietMs) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, this.inFlight === 0 ? quietMs - quietFor : left));
        this.wake.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

/**
 * Resolves in the page once it shows no loading placeholder, runs no finite animation (a drawer sliding in, a
 * sidebar folding at a breakpoint) and its main thread is idle: the state a visitor looks at. Answers where the page
 * stands then: its path and first heading.
 */
function stillInPage(timeoutMs: number) {
  // A drawer's first frame puts it at its starting place before its transition runs, so one still frame is not
  // enough: the page must hold still over a few frames in a row.
  const STILL_FRAMES = 3;
  return new Promise<string>((resolve) => {
    const giveUp = Date.now() + timeoutMs;
    let still = 0;
    const check = () => {
      const moving = document
        .getAnimations()
        .some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
      still = moving || document.querySelector('.ant-skeleton, .ant-spin-spinning') ? 0 : still + 1;
      if (Date.now() < giveUp && still < STILL_FRAMES) {
        requestAnimationFrame(check);
        return;
      }
      requestIdleCallback(() => resolve(`${location.pathname} ${document.querySelector('h1, h2')?.textContent ?? ''}`), {
        timeout: 500,
      });
    };
    requestAnimationFrame(check);
  });
}

/**
 * Waits until the network has been quiet for a moment and the page is still, then makes sure no request started
 * meanwhile (a screen that loaded its code now fetches its data); answers where the page stands. Gives up after
 * 10 s as a visitor would, and lets the checks judge what shows by then.
 */
async function settle(page: Page, network: Network): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await network.quiet(100, deadline);
    const started = network.started;
    const landing = await page.evaluate(stillInPage, Math.max(0, deadline - Date.now()));
    if ((network.inFlight === 0 && network.started === started) || Date.now() >= deadline) return landing;
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
}

/** Opens each top-bar control in turn and looks at what opened. */
async function tryOpeners(page: Page, network: Network, at: string, findings: string[]) {
  for (const name of OPENERS) {
    const opener = page.getByRole('banner').getByRole('button', { name }).first();
    if (!(await opener.isVisible())) continue;
    network.touch();
    await opener.click();
    await settle(page, network);
    for (const finding of await layoutFindings(page)) findings.push(`${at} with ${name.source} open: ${finding}`);
    await page.keyboard.press('Escape');
    const closeChat = page.getByRole('button', { name: 'Close chat' });
    if (await closeChat.isVisible()) await closeChat.click();
    await settle(page, network);
  }
}

/** Runs `work` for each item, at most `limit` at a time. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

test.describe('layout tour', () => {
  test('sees each kind of defect it looks for, so a clean tour means something', async ({ page }) => {
    await page.setViewportSize(SIZES[1]);
    await page.setContent(`
      <h2 style="width: 60px; word-break: break-all">Forgot password</h2>
      <button style="width: 40px; white-space: nowrap; overflow: hidden">Send recovery link</button>
      <div style="width: 600px">A row wider than the phone</div>
      <div class="ant-popover" style="position: fixed; left: -80px; top: 10px; width: 200px">Latest notifications</div>
      <p style="color: #bbb; background: #fff">Grey on white</p>
      <button><svg width="16" height="16"></svg></button>
    `);
    const found = (await layoutFindings(page)).join('\n');
    expect(found).toContain('the page scrolls sideways');
    expect(found).toMatch(/"password" is broken across lines/);
    expect(found).toMatch(/text runs out of its box .*Send recovery link/);
    expect(found).toMatch(/an open overlay is not inside the screen .*Latest notifications/);
    const themeOnly = (await accessibilityFindings(page, 'theme')).join('\n');
    expect(themeOnly).toMatch(/axe color-contrast \(serious\)/);
    expect(themeOnly).not.toContain('button-name');
    expect((await accessibilityFindings(page, 'all')).join('\n')).toMatch(/axe button-name \(critical\)/);
  });

  TOURS.forEach(({ who, applies = () => true, sites = SITES }) => {
    test(`${who}`, async ({ browser, baseURL }) => {
      let ownSlug = 'maya-thompson';
      if (who !== 'signed out') {
        const { access } = await tokensFor(baseURL!, ACCOUNTS[who]);
        const identity = await (await fetch(`${baseURL}/api/v1/identity/`, { headers: { authorization: `Bearer ${access}` } })).json();
        ownSlug = identity.profile.name_slug;
      }
      const routes = ROUTES.filter(applies);
      // Hundreds of pages at two sizes with axe on each: longer than a single flow, bounded by the pages it visits.
      test.setTimeout(60_000 + routes.length * sites.length * 1_500);
      const findingsBySite = new Map<Site, string[]>(sites.map((site) => [site, []]));
      // Landings whose links were followed on some site: where a link leads does not depend on the site.
      const linksChecked = new Set<string>();

      await inPool(sites, SITES_AT_ONCE, async (site) => {
        const findings = findingsBySite.get(site)!;
        const context = await browser.newContext({ viewport: SIZES[0] });
        const page = await context.newPage();
        let where = `${who} on ${site}`;
        const network = new Network(page);
        watch(page, findings, () => where);
        if (who !== 'signed out') await signInPage(page, baseURL!, ACCOUNTS[who]);
        await page.goto(`${onHost(baseURL!, site)}/`);
        await settle(page, network);
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
        // The top bar's popovers carry the site's brand and width: opened on the first page of each site.
        let openersTried = false;
        // Each page is seen at both sizes, starting at the size the page before ended at: one resize per page.
        let sizes: readonly (typeof SIZES)[number][] = SIZES;
        for (const route of routes) {
          const path = concretePath(route.pattern, sample);
          where = `${who} on ${site} ${path}`;
          // Moving inside the page as its own links do; single-spa follows every pushState.
          network.touch();
          await page.evaluate((target) => window.history.pushState(null, '', target), path);
          // Redirects (to /login, /verify-otp, /pending) land many routes on one page: each landing is looked at once.
          const landed = await settle(page, network);
          if (visited.has(landed)) continue;
          visited.add(landed);

          for (const [index, size] of sizes.entries()) {
            if (index > 0) {
              await page.setViewportSize(size);
              await settle(page, network);
            }
            const at = `${where} (${size.name})`;
            for (const finding of await layoutFindings(page)) findings.push(`${at}: ${finding}`);
            if (size === SIZES[0]) {
              await judge(page, `${who === 'signed out'} ${landed}`, site, (finding) => findings.push(`${at}: ${finding}`));
              // Where a link leads depends on neither the site nor the width: followed on the first site that lands here.
              if (!linksChecked.has(landed)) {
                linksChecked.add(landed);
                for (const link of new Set(await internalLinks(page))) {
                  if (!reachesScreen(link, prefixes, ROUTES)) findings.push(`${where}: a link to ${link} leads to the not-found page`);
                }
              }
            }
            if (!openersTried) await tryOpeners(page, network, at, findings);
          }
          sizes = [...sizes].reverse();
          openersTried = true;
        }
        await context.close();
      });
      expect([...findingsBySite.values()].flat()).toEqual([]);
    });
  });
});
