import type { EventAttributes } from 'ics';
import type { groups } from '../../db/schema/index.ts';
import { plainTextOf } from './plain-text.ts';

type Dated = Pick<typeof groups.$inferSelect, 'id' | 'groupType' | 'nameSlug' | 'name' | 'description' | 'country' | 'extraInfo'> & {
  startDate: Date;
  endDate: Date;
};

/**
 * A circle's or an event's calendar entry: its page (or its external page) as the link, times written in UTC so no
 * zone is lost, and a uid that stays the same across downloads and feed refreshes, so calendar apps update the entry
 * instead of adding another.
 */
export function calendarEntryOf(group: Dated, origin: string): EventAttributes {
  const page = `${origin}/${group.groupType}/${group.nameSlug}`;
  const external = group.extraInfo.is_external === true && typeof group.extraInfo.external_link === 'string';
  return {
    uid: `${group.groupType}-${group.id}@${new URL(origin).host}`,
    title: group.name,
    description: `${plainTextOf(group.description)}\n\n${page}`.trim(),
    url: external ? (group.extraInfo.external_link as string) : page,
    start: group.startDate.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: group.endDate.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(group.country ? { location: group.country } : {}),
  };
}
