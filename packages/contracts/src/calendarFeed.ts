import { z } from 'zod';

export const CALENDAR_FEED_MESSAGES = {
  notFound: 'This calendar feed does not exist or was turned off.',
} as const;

/** A feed key: 32 random bytes in base64url, so an address cannot be guessed. */
export const CALENDAR_FEED_KEY_LENGTH = 43;

export const CalendarFeedKeyParam = z.object({
  key: z
    .string()
    .length(CALENDAR_FEED_KEY_LENGTH)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** The signed-in member's feed address, or null while they have none. */
export const CalendarFeed = z.object({ url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof CalendarFeed>;
