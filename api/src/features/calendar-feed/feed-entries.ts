import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { calendarFeeds, groups, memberships, users } from '../../db/schema/index.ts';

/** A feed holds what is coming and what ended in the last 90 days, when a circle still shows as Closed. */
const PAST_DAYS = 90;
/** More entries than anyone takes part in; it bounds the answer all the same. */
export const FEED_ENTRY_LIMIT = 500;

/**
 * The circles and events the owner of a feed key takes part in (accepted), dated, earliest first, in one statement.
 * Null when no active member holds the key; an empty list when they hold it but take part in nothing dated.
 */
export async function feedEntries(db: Database, key: string) {
  const since = new Date(Date.now() - PAST_DAYS * 24 * 60 * 60 * 1000);
  const entries = db
    .select({
      userId: memberships.userId,
      id: groups.id,
      groupType: groups.groupType,
      nameSlug: groups.nameSlug,
      name: groups.name,
      description: groups.description,
      country: groups.country,
      extraInfo: groups.extraInfo,
      startDate: groups.startDate,
      endDate: groups.endDate,
    })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(
      and(
        eq(memberships.status, 'accepted'),
        inArray(groups.groupType, ['circle', 'event']),
        isNotNull(groups.startDate),
        gt(groups.endDate, since),
      ),
    )
    .as('entries');
  const rows = await db
    .select({
      entry: {
        id: entries.id,
        groupType: entries.groupType,
        nameSlug: entries.nameSlug,
        name: entries.name,
        description: entries.description,
        country: entries.country,
        extraInfo: entries.extraInfo,
        startDate: entries.startDate,
        endDate: entries.endDate,
      },
    })
    .from(calendarFeeds)
    .innerJoin(users, and(eq(users.id, calendarFeeds.userId), eq(users.isActive, true), isNull(users.deletedAt)))
    .leftJoin(entries, eq(entries.userId, calendarFeeds.userId))
    .where(eq(calendarFeeds.key, key))
    .orderBy(asc(entries.startDate), asc(entries.id))
    .limit(FEED_ENTRY_LIMIT);
  if (!rows.length) return null;
  return rows.flatMap(({ entry }) =>
    entry?.startDate && entry.endDate ? [{ ...entry, startDate: entry.startDate, endDate: entry.endDate }] : [],
  );
}
