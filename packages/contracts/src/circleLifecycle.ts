/** Where a circle stands, from its dates: the label its card and page show. */
export const CIRCLE_LIFECYCLE_LABELS = {
  application_open: 'Application Open',
  application_opening_soon: 'Application Opening Soon',
  application_closed: 'Application Closed',
  running: 'Running',
  closed: 'Closed',
  archived: 'Archived',
} as const;
export type CircleLifecycle = keyof typeof CIRCLE_LIFECYCLE_LABELS;
export const CIRCLE_LIFECYCLES = Object.keys(CIRCLE_LIFECYCLE_LABELS) as [CircleLifecycle, ...CircleLifecycle[]];

/** A circle that ended longer ago than this is archived rather than closed. */
export const ARCHIVE_AFTER_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export type CircleDates = {
  start_date: string | Date | null;
  end_date: string | Date | null;
  application_open_date: string | Date | null;
  application_close_date: string | Date | null;
};

const time = (value: string | Date | null) => (value === null ? null : new Date(value).getTime());

/**
 * The life-cycle stage at `now`. The end decides first (closed, then archived after 90 days), then the start
 * (running); before the start the application window decides. A missing date never moves a circle past its stage:
 * no opening date means applications are open, no closing date means they stay open until the start.
 */
export function circleLifecycle(dates: CircleDates, now: Date = new Date()): CircleLifecycle {
  const at = now.getTime();
  const end = time(dates.end_date);
  if (end !== null && at >= end) return at - end > ARCHIVE_AFTER_DAYS * DAY_MS ? 'archived' : 'closed';
  const start = time(dates.start_date);
  if (start !== null && at >= start) return 'running';
  const opens = time(dates.application_open_date);
  if (opens !== null && at < opens) return 'application_opening_soon';
  const closes = time(dates.application_close_date);
  if (closes !== null && at >= closes) return 'application_closed';
  return 'application_open';
}
