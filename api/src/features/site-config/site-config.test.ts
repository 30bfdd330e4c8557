import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppConfig, OptionsConfig, PATHS } from '@trellis/contracts';
import { DEFAULT_PRIMARY_COLOUR } from '@trellis/contracts/constants';
import { eq, inArray } from 'drizzle-orm';
import { subscriptionPlans } from '../../db/schema/index.ts';
import { loggingDatabase } from '../../test-support/statement-log.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { findSiteAndPlans, hostName } from './site-lookup.ts';

describe('site configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const appConfig = (host: string) => t.inject({ url: api(PATHS.appConfigGroup), headers: { host } });

  it('serves the option lists with a 30-minute cache', async () => {
    const response = await t.inject({ url: api(PATHS.optionsConfig) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=1800');
    const options = OptionsConfig.parse(response.json());
    expect(options.current_roles.map((role) => role.name)).toEqual([
      'High school student',
      'College student',
      'Early professional',
      'Mid-career professional',
      'Advanced professional',
    ]);
    expect(options.career_stages.some((stage) => stage.id === 0)).toBe(true);
    // A high-school student is forced to the first stage.
    expect(options.role_stage_map['1']).toEqual([1]);
    for (const stages of Object.values(options.role_stage_map)) {
      for (const stage of stages) expect(options.career_reason_map[String(stage)]).toBeDefined();
    }
  });

  it('answers the site of the Host header, ignoring the port', async () => {
    const response = await appConfig('localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=1800');
    const config = AppConfig.parse(response.json());
    expect(config.site).toMatchObject({ host: 'localhost', brand_name: 'Trellis', variant: 'general', show_powered_by: true });
    expect(config.site.default_organization?.name_slug).toBe('trellis-career-network');
    expect(config.ui.theme.primary).toBe(DEFAULT_PRIMARY_COLOUR);
    expect(config.ui.show_job_menu).toBe(true);
    expect(config.ui.landing_page_content.title).toBeTruthy();
    expect(config.ama_user_default_prompts.length).toBeGreaterThanOrEqual(4);
    expect(config.has_subscription_plans).toBe(true);
    expect(config.options.usecase_categories.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'campus.localhost',
      'institutional',
      'westlake-state-university',
      { show_job_menu: true, show_connect_menu: false, show_location_in_navbar: false },
    ],
    [
      'diaspora.localhost',
      'diaspora',
      'diaspora-professionals-network',
      { show_job_menu: true, show_connect_menu: true, show_location_in_navbar: true },
    ],
    [
      'camp.localhost',
      'summer_camp',
      'pinecrest-summer-camp',
      { show_job_menu: false, show_connect_menu: false, show_location_in_navbar: true },
    ],
    [
      'senate.localhost',
      'global_senate',
      'global-youth-senate',
      { show_job_menu: false, show_connect_menu: true, show_location_in_navbar: false },
    ],
  ])('answers the brand, flags and default organization of %s', async (host, variant, organization, flags) => {
    const response = await appConfig(`${host.replace('campus', 'Campus')}:3000`);
    expect(response.headers.vary).toContain('Host');
    const config = AppConfig.parse(response.json());
    expect(config.site).toMatchObject({ host, variant, show_powered_by: false });
    expect(config.site.default_organization?.name_slug).toBe(organization);
    expect(config.ui).toMatchObject(flags);
    expect(config.ui.theme.primary).not.toBe(DEFAULT_PRIMARY_COLOUR);
  });

  it('gives every site its own colours and brand', async () => {
    const hosts = ['localhost', 'campus.localhost', 'diaspora.localhost', 'camp.localhost', 'senate.localhost'];
    const configs = await Promise.all(hosts.map(async (host) => AppConfig.parse((await appConfig(host)).json())));
    expect(new Set(configs.map((config) => config.ui.theme.primary)).size).toBe(hosts.length);
    expect(new Set(configs.map((config) => config.site.brand_name)).size).toBe(hosts.length);
  });

  it('gives every site a logo of its own, served by the platform as an image, with words for it', async () => {
    const hosts = ['localhost', 'campus.localhost', 'diaspora.localhost', 'camp.localhost', 'senate.localhost'];
    const sites = await Promise.all(hosts.map(async (host) => AppConfig.parse((await appConfig(host)).json()).site));
    expect(new Set(sites.map((site) => site.logo)).size).toBe(hosts.length);
    for (const site of sites) {
      expect(site.logo_alt).toBe(`${site.brand_name} logo`);
      const image = await t.inject({ url: site.logo! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['content-security-policy']).toContain('sandbox');
      expect(image.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(image.body).toContain(`<title id="t">${site.brand_name}</title>`);
    }
  });

  it('answers 404 for a logo it does not ship, and never reads outside its folder', async () => {
    for (const name of ['nope.svg', '..%2Fpackage.json', 'trellis.png', '%2E%2E%2F%2E%2E%2Fconfig.ts']) {
      expect((await t.inject({ url: api(`/site-logos/${name}`) })).statusCode).toBe(404);
    }
  });

  it("sends /favicon.ico to the site's own logo", async () => {
    const icon = await t.inject({ url: '/favicon.ico', headers: { host: 'camp.localhost:3000' } });
    expect(icon.statusCode).toBe(302);
    expect(icon.headers.location).toBe(AppConfig.parse((await appConfig('camp.localhost')).json()).site.logo);
    expect(icon.headers.vary).toContain('Host');
  });

  it('falls back to the localhost site for unknown hosts', async () => {
    const config = AppConfig.parse((await appConfig('unknown.example.org')).json());
    expect(config.site.host).toBe('localhost');
  });

  it('reads the site and whether a plan is on sale in one statement, every page carrying its answer', async () => {
    const { db, statements } = loggingDatabase(t.database.connection.db);
    expect(await findSiteAndPlans(db, 'campus.localhost:3000')).toMatchObject({ site: { host: 'campus.localhost' }, hasPlans: true });
    expect(statements).toHaveLength(1);

    const onSale = await t.database.connection.db
      .update(subscriptionPlans)
      .set({ isActive: false })
      .where(eq(subscriptionPlans.isActive, true))
      .returning({ id: subscriptionPlans.id });
    try {
      expect(AppConfig.parse((await appConfig('campus.localhost')).json()).has_subscription_plans).toBe(false);
    } finally {
      const ids = onSale.map(({ id }) => id);
      await t.database.connection.db.update(subscriptionPlans).set({ isActive: true }).where(inArray(subscriptionPlans.id, ids));
    }
  });

  it('reads host names the way browsers send them', () => {
    expect(hostName('Acme.Localhost:3000')).toBe('acme.localhost');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName(undefined)).toBe('');
  });
});
