import { endpoint, endpointGroup } from './endpoint.ts';

export const calendarFeedEndpoints = endpointGroup('calendar feed', {
  mine: endpoint({
    method: 'GET',
    path: '/calendar-feed/',
    summary: "The signed-in member's private calendar feed address, or null while they have none",
    schemas: (c) => ({ answer: c.CalendarFeed }),
  }),
  renew: endpoint({
    method: 'POST',
    path: '/calendar-feed/',
    summary: 'Give the signed-in member a new calendar feed address; the previous one stops working',
    schemas: (c) => ({ answer: c.CalendarFeed }),
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/calendar-feed/',
    summary: "Turn the signed-in member's calendar feed off; its address stops working",
    status: 204,
    schemas: (c) => ({ answer: c.NoContent }),
  }),
  feed: endpoint({
    method: 'GET',
    path: '/calendar-feed/:key/',
    summary:
      'iCalendar feed of the circles and events a member takes part in, for calendar apps to subscribe to; the unguessable key in the address is the only credential',
    kind: 'download',
    schemas: (c) => ({ params: c.CalendarFeedKeyParam, answer: c.NoContent }),
  }),
});
