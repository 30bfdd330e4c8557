const timeOfDay = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const dayAndTime = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** When a message was sent, as short as it can be read: the time today, the day and time before. */
export function shortTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return sameDay(date, now) ? timeOfDay.format(date) : dayAndTime.format(date);
}

/** The whole date and time, for a hover title and for screen readers. */
export const longTime = (iso: string) => fullDate.format(new Date(iso));
