import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CareerEntry, PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const ENTRY = {
  type: 'work',
  title: 'Analyst',
  description: 'Dashboards',
  group: 'Northwind',
  skills: [1],
  start_date: '2022-01-01',
  is_currently_working: true,
};

describe('career entries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = async (email: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.inject({ method, url: api(url), headers: await t.authHeader(email), ...(payload ? { payload } : {}) });

  it('adds, changes and removes an entry', async () => {
    const created = await call('member@trellis.test', 'POST', PATHS.careerProfiles, ENTRY);
    expect(created.statusCode).toBe(201);
    const entry = CareerEntry.parse(created.json());
    expect(entry.end_date).toBeNull();
    const changed = await call('member@trellis.test', 'PATCH', PATHS.careerProfile(entry.id), {
      is_currently_working: false,
      end_date: '2023-06-01',
    });
    expect(changed.json()).toMatchObject({ is_currently_working: false, end_date: '2023-06-01' });
    expect((await call('member@trellis.test', 'DELETE', PATHS.careerProfile(entry.id))).statusCode).toBe(204);
  });

  it('keeps a month as it was given, the way resumes and the profile page state dates', async () => {
    const created = await call('member@trellis.test', 'POST', PATHS.careerProfiles, {
      ...ENTRY,
      start_date: '2023-02',
      is_currently_working: false,
      end_date: '2024-11',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ start_date: '2023-02', end_date: '2024-11' });
  });

  it.each([
    [{ skills: [] }, 'skills', MESSAGES.common.required],
    [{ skills: [1, 2, 3, 4, 5, 6, 7, 8] }, 'skills', MESSAGES.profileForm.maxSkills],
    [{ title: '' }, 'title', MESSAGES.common.required],
    [{ description: '' }, 'description', MESSAGES.common.required],
    [{ group: '' }, 'group', MESSAGES.common.required],
    [{ start_date: undefined }, 'start_date', MESSAGES.common.required],
    [{ is_currently_working: false }, 'end_date', MESSAGES.common.required],
    [{ start_date: '2023-13' }, 'start_date', MESSAGES.profileForm.invalidMonth],
    [{ start_date: 'February 2023' }, 'start_date', MESSAGES.profileForm.invalidMonth],
    [{ is_currently_working: false, end_date: '2023-2' }, 'end_date', MESSAGES.profileForm.invalidMonth],
  ])('answers %j with field_errors', async (change, field, message) => {
    const response = await call('member@trellis.test', 'POST', PATHS.careerProfiles, { ...ENTRY, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors[field]).toEqual([message]);
  });

  it("cannot touch another member's entry", async () => {
    const entry = CareerEntry.parse((await call('leader@trellis.test', 'POST', PATHS.careerProfiles, ENTRY)).json());
    expect((await call('member@trellis.test', 'PATCH', PATHS.careerProfile(entry.id), { title: 'Mine now' })).statusCode).toBe(404);
    expect((await call('member@trellis.test', 'DELETE', PATHS.careerProfile(entry.id))).statusCode).toBe(404);
    expect((await call('member@trellis.test', 'PATCH', PATHS.careerProfile(99_999_999_999), { title: 'x' })).statusCode).toBe(404);
  });
});
