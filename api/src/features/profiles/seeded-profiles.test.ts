import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CareerEntry, Identity, OwnProfileForm, PATHS, profileFormFields, profileFormSchema, type SiteVariant } from '@trellis/contracts';
import { DEMO_PEOPLE } from '../../db/seed/demo-people.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** The host of each site variant in the demo data. */
const HOSTS: Partial<Record<SiteVariant, string>> = { general: 'localhost', institutional: 'campus.localhost' };

/**
 * What the profile editor does with a seeded profile nobody touched: it loads the form values,
 * checks them with the form's own rules and saves them. Each seeded profile must pass, and the
 * save must change nothing.
 */
describe('seeded profiles round trip through the profile form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const people = DEMO_PEOPLE.map((person) => [person.email, person.institution ? 'institutional' : 'general'] as const);

  it.each(people)('%s saves the form unchanged on the %s site', async (email, variant) => {
    const headers = { ...(await t.authHeader(email)), host: HOSTS[variant]! };
    const before = OwnProfileForm.parse((await t.inject({ url: api(PATHS.userProfile), headers })).json());
    // The editor leaves career advice out for members who may not give it.
    const fields = profileFormFields(variant).filter((name) => name !== 'career_advice' || before.can_give_career_advice);
    const values = Object.fromEntries(fields.filter((name) => name in before.values).map((name) => [name, before.values[name]]));

    const checked = profileFormSchema({ variant }).safeParse(values);
    expect(checked.success ? [] : checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);

    const saved = await t.inject({ method: 'PATCH', url: api(PATHS.userProfile), headers, payload: values });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = OwnProfileForm.parse((await t.inject({ url: api(PATHS.userProfile), headers })).json());
    expect(after.values).toEqual(before.values);
  });

  it.each(people)('%s saves every career entry unchanged', async (email) => {
    const headers = await t.authHeader(email);
    const identity = Identity.parse((await t.inject({ url: api(PATHS.identity), headers })).json());
    for (const entry of [...identity.work_experiences, ...identity.education_background]) {
      const payload = {
        type: entry.type,
        title: entry.title,
        description: entry.description,
        group: entry.group,
        skills: entry.skills.map((skill) => skill.id),
        is_currently_working: entry.is_currently_working,
        start_date: entry.start_date,
        end_date: entry.end_date,
      };
      const saved = await t.inject({ method: 'PATCH', url: api(PATHS.careerProfile(entry.id)), headers, payload });
      expect(saved.statusCode, `${entry.title}: ${saved.body}`).toBe(200);
      expect(CareerEntry.parse(saved.json())).toEqual(entry);
    }
  });
});
