import { CIRCLE_LIFECYCLE_LABELS, type CircleLifecycle } from '@trellis/contracts';

/** The seat count the circle banner measures against when a circle sets no maximum size. */
export const BANNER_MAXIMUM_SIZE = 100;
/** How many paid features a card lists before 'Show more features'. */
export const FEATURES_ON_CARD = 3;
export const TOPICS_ON_CARD = 2;

const DATE_FORMAT = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A date as the pages show it (day month year), or null when there is none. */
export function formatDate(value: string | null): string | null {
  return value ? DATE_FORMAT.format(new Date(value)) : null;
}

/** 'from – to' for two optional dates; whichever is missing is left out. */
export function dateRange(from: string | null, to: string | null): string | null {
  const parts = [formatDate(from), formatDate(to)].filter(Boolean);
  return parts.length ? parts.join(' – ') : null;
}

export const lifecycleLabel = (lifecycle: CircleLifecycle) => CIRCLE_LIFECYCLE_LABELS[lifecycle];

/** Seats remain and applications are open: the card says 'Limited Seats Available'. */
export function hasLimitedSeats(circle: { lifecycle: CircleLifecycle | null; total_members: number; maximum_size: number | null }) {
  return circle.lifecycle === 'application_open' && circle.total_members < (circle.maximum_size ?? BANNER_MAXIMUM_SIZE);
}

/** The price line: 'Free' without a price, otherwise dollars. */
export function priceLabel(price: number | null): string {
  return price === null || price <= 0 ? 'Free' : `$${price.toFixed(2).replace(/\.00$/, '')}`;
}
