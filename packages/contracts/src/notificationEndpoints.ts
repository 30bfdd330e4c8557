import { endpoint, endpointGroup } from './endpoint.ts';

export const notificationEndpoints = endpointGroup('notifications', {
  list: endpoint({
    method: 'GET',
    path: '/notification/',
    summary: "The signed-in user's notifications, newest first",
    schemas: (c) => ({ query: c.PageQuery.pick({ page: true, page_size: true, current_org: true }), answer: c.NotificationList }),
  }),
  read: endpoint({
    method: 'PATCH',
    path: '/notification/:id/:type/',
    summary: 'Mark one notification read; the type in the path is its notification_type (or its type)',
    schemas: (c) => ({ params: c.NotificationReadParams, answer: c.NotificationReadAnswer }),
  }),
  /** The same as `read`, for clients that mark a notification read with a POST. */
  readByPost: endpoint({
    method: 'POST',
    path: '/notification/:id/:type/',
    summary: 'Mark one notification read (as PATCH does)',
    schemas: (c) => ({ params: c.NotificationReadParams, answer: c.NotificationReadAnswer }),
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/notification/read-all/',
    summary: 'Mark every notification read',
    schemas: (c) => ({ answer: c.NotificationReadAnswer }),
  }),
});
