import { describe, expect, it } from 'vitest';
import { ARCHIVE_AFTER_DAYS, CIRCLE_LIFECYCLE_LABELS, circleLifecycle, type CircleDates } from './circleLifecycle.ts';

const now = new Date('2026-06-15T12:00:00Z');
const day = (offset: number) => new Date(now.getTime() + offset * 24 * 60 * 60 * 1000).toISOString();
const circle = (dates: Partial<CircleDates>): CircleDates => ({
  start_date: null,
  end_date: null,
  application_open_date: null,
  application_close_date: null,
  ...dates,
});

describe('circleLifecycle', () => {
  it.each<[string, Partial<CircleDates>, keyof typeof CIRCLE_LIFECYCLE_LABELS]>([
    [
      'applications open now',
      { application_open_date: day(-5), application_close_date: day(5), start_date: day(10), end_date: day(40) },
      'application_open',
    ],
    [
      'applications open later',
      { application_open_date: day(2), application_close_date: day(9), start_date: day(10), end_date: day(40) },
      'application_opening_soon',
    ],
    [
      'applications closed, not started',
      { application_open_date: day(-9), application_close_date: day(-1), start_date: day(3), end_date: day(40) },
      'application_closed',
    ],
    ['started, not ended', { application_close_date: day(-20), start_date: day(-10), end_date: day(20) }, 'running'],
    ['ended a month ago', { start_date: day(-80), end_date: day(-30) }, 'closed'],
    ['ended exactly 90 days ago', { start_date: day(-120), end_date: day(-ARCHIVE_AFTER_DAYS) }, 'closed'],
    ['ended 91 days ago', { start_date: day(-150), end_date: day(-91) }, 'archived'],
    ['no dates at all', {}, 'application_open'],
    ['only a start in the future', { start_date: day(1) }, 'application_open'],
    ['only an end in the past', { end_date: day(-1) }, 'closed'],
  ])('%s', (_name, dates, expected) => {
    expect(circleLifecycle(circle(dates), now)).toBe(expected);
  });

  it('treats the exact start and end instants as reached', () => {
    expect(circleLifecycle(circle({ start_date: now.toISOString(), end_date: day(5) }), now)).toBe('running');
    expect(circleLifecycle(circle({ start_date: day(-5), end_date: now.toISOString() }), now)).toBe('closed');
    expect(circleLifecycle(circle({ application_close_date: now.toISOString(), start_date: day(5) }), now)).toBe('application_closed');
  });

  it('reads Date objects as well as ISO strings', () => {
    expect(circleLifecycle(circle({ start_date: new Date(day(-1)), end_date: new Date(day(1)) }), now)).toBe('running');
  });

  it('labels every stage with the words the cards show', () => {
    expect(Object.values(CIRCLE_LIFECYCLE_LABELS)).toEqual([
      'Application Open',
      'Application Opening Soon',
      'Application Closed',
      'Running',
      'Closed',
      'Archived',
    ]);
  });
});
