import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEvents } from 'ics';
import { randomBytes } from 'node:crypto';
import { API_PREFIX, CALENDAR_FEED_MESSAGES } from '@trellis/contracts';
import { calendarFeedEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { linkOrigin } from '../../auth/link-origin.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { calendarFeeds } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { calendarEntryOf } from '../group-calendar/calendar-entry.ts';
import { feedEntries } from './feed-entries.ts';

/** Calendar apps poll a feed; a quarter of an hour keeps them close to the truth without asking on every view. */
const FEED_MAX_AGE_SECONDS = 15 * 60;

/**
 * Each member's private calendar feed: an address holding an unguessable key (never a session token), which the member
 * can replace or turn off, serving the circles and events they take part in as iCalendar.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const addressOf = async (request: Parameters<typeof linkOrigin>[1], key: string) =>
    `${(await linkOrigin(db, request, config.auth)).origin}${API_PREFIX}/calendar-feed/${key}/`;

  route(app, calendarFeedEndpoints.mine, { onRequest: requireUser }, async (request) => {
    const [feed] = await db
      .select({ key: calendarFeeds.key })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, signedInUser(request).id));
    return { url: feed ? await addressOf(request, feed.key) : null };
  });

  route(app, calendarFeedEndpoints.renew, { onRequest: requireUser }, async (request) => {
    const key = randomBytes(32).toString('base64url');
    await db
      .insert(calendarFeeds)
      .values({ userId: signedInUser(request).id, key })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { key, createdAt: new Date() } });
    return { url: await addressOf(request, key) };
  });

  route(app, calendarFeedEndpoints.revoke, { onRequest: requireUser }, async (request) => {
    await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, signedInUser(request).id));
    return null;
  });

  route(app, calendarFeedEndpoints.feed, {}, async (request, reply) => {
    const entries = await feedEntries(db, request.params.key);
    if (!entries) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
    const { origin, brand } = await linkOrigin(db, request, config.auth);
    const { error, value } = createEvents(
      entries.map((entry) => calendarEntryOf(entry, origin)),
      { productId: `${brand}//groups`, calName: `${brand}: my circles and events` },
    );
    if (error || !value) throw error ?? new Error('The calendar feed could not be written.');
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="calendar.ics"')
      .header('cache-control', `private, max-age=${FEED_MAX_AGE_SECONDS}`)
      .send(value);
  });
};
