import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupList, PATHS } from '@trellis/contracts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { plainTextOf } from './plain-text.ts';
import { CALENDAR_MESSAGES } from './routes.ts';

describe('group calendar file', () => {
  let t: TestApp;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp();
    const all = GroupList.parse((await t.inject({ url: api(`${PATHS.groups}?page_size=100`) })).json());
    for (const group of all.data) ids.set(group.name_slug, group.id);
  });
  afterAll(() => t.close());

  const calendarOf = (slug: string) => t.inject({ url: api(PATHS.groupCalendar(ids.get(slug) ?? 999_999)) });

  it('writes an event as one UTC entry with its page', async () => {
    const response = await calendarOf('future-of-work-summit-2026');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="future-of-work-summit-2026.ics"');
    const lines = response.body.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('SUMMARY:Future of Work Summit 2026');
    expect(lines.find((line) => line.startsWith('DTSTART'))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
    expect(lines.find((line) => line.startsWith('URL'))).toMatch(/\/event\/future-of-work-summit-2026$/);
  });

  it('points an external event at its own page', async () => {
    const response = await calendarOf('global-health-careers-webinar');
    expect(response.body.replace(/\r\n /g, '')).toContain('URL:https://events.example.org/global-health-careers');
  });

  it('refuses a group without dates, and a missing one', async () => {
    expect((await calendarOf('trellis-career-network')).json()).toEqual({ detail: CALENDAR_MESSAGES.undated });
    expect((await calendarOf('no-such-group')).statusCode).toBe(404);
  });

  it('keeps the words of a rich-text description', () => {
    expect(plainTextOf('<p>Learn &amp; grow</p><ul><li>One</li><li>Two&#33;</li></ul>')).toBe('Learn & grow\nOne\nTwo!');
  });
});
