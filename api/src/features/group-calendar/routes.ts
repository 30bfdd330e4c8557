import { createEvent } from 'ics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { linkOrigin } from '../../auth/link-origin.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { loadGroup } from '../groups-membership/group-access.ts';
import { calendarEntryOf } from './calendar-entry.ts';

export const CALENDAR_MESSAGES = { undated: 'Only circles and events with a start and an end date have a calendar entry.' } as const;

/** A circle's or an event's dates as an .ics file calendar apps import; times are written in UTC, so no zone is lost. */
export const groupCalendarRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  route(app, groupEndpoints.calendar, {}, async (request, reply) => {
    const group = await loadGroup(db, request.params.id, request.user?.id ?? 0);
    const dated = (group.groupType === 'circle' || group.groupType === 'event') && group.startDate && group.endDate;
    if (!dated) throw new HttpError(400, { detail: CALENDAR_MESSAGES.undated });
    const { origin, brand } = await linkOrigin(db, request, config.auth);
    const { error, value } = createEvent({
      ...calendarEntryOf({ ...group, startDate: group.startDate!, endDate: group.endDate! }, origin),
      productId: `${brand}//groups`,
    });
    if (error || !value) throw error ?? new Error('The calendar entry could not be written.');
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${group.nameSlug}.ics"`)
      .send(value);
  });
};
