import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  type Notification,
  NotificationList,
  NotificationReadAnswer,
  NotificationReadParams,
  PATHS,
  PageQuery,
  ROUTES,
} from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { AppContext } from '../../app-context.ts';
import { activeSessionOf, requireUser, sessionEnded, signedInAccess, signedInUser } from '../../auth/request-user.ts';
import { perDatabase } from '../../db/prepared.ts';
import { notifications, sessions, users } from '../../db/schema/index.ts';
import { isoTimestamp } from '../../db/sql-json.ts';
import { notFound } from '../../http/errors.ts';
import { unreadCount } from './notify.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';

const tags = ['notifications'];

/**
 * One page of the signed-in user's notifications, newest first, with their total and the session check, in one
 * statement; the page is read from notifications_user_created_idx, which holds this very order per user.
 */
const notificationPage = perDatabase((db) =>
  db
    .select({
      count: sql<number>`(select count(*)::int from notifications n where n.user_id = ${users.id})`,
      data: sql<Notification[]>`coalesce((select json_agg(json_build_object(
          'id', page.id,
          'type', page.type,
          'notification_type', page.notification_type,
          'message', page.message,
          'is_read', page.is_read,
          'created_at', ${isoTimestamp(sql`page.created_at`)},
          'data', page.data
        ) order by page.created_at desc, page.id desc)
        from (select * from notifications n where n.user_id = ${users.id} order by n.created_at desc, n.id desc
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) page), '[]'::json)`,
    })
    .from(users)
    .innerJoin(sessions, activeSessionOf())
    .prepare('notifications_page'),
);

export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    PATHS.notifications,
    {
      config: { sessionInQuery: true },
      schema: {
        tags,
        summary: "The signed-in user's notifications, newest first",
        querystring: PageQuery.pick({ page: true, page_size: true, current_org: true }),
        response: { 200: NotificationList, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, PAGE_SIZES.notifications);
      const [row] = await notificationPage(db).execute({ ...signedInAccess(request), limit: window.limit, offset: window.offset });
      if (!row) throw sessionEnded();
      return pageAnswer(row.data, row.count, window);
    },
  );

  app.route({
    method: ['PATCH', 'POST'],
    url: ROUTES.notificationRead,
    schema: {
      tags,
      summary: 'Mark one notification read; the type in the path is its notification_type (or its type)',
      params: NotificationReadParams,
      response: { 200: NotificationReadAnswer, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
    },
    handler: async (request) => {
      const user = signedInUser(request);
      const { id, type } = request.params;
      const [row] = await db
        .select({ type: notifications.type, notificationType: notifications.notificationType })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)));
      if (!row || (row.notificationType !== type && row.type !== type)) throw notFound();
      await db.update(notifications).set({ isRead: true }).where(eq(notifications.id, id));
      return { unread_notifications_count: await unreadCount(db, user.id) };
    },
  });

  app.post(
    PATHS.notificationsReadAll,
    { schema: { tags, summary: 'Mark every notification read', response: { 200: NotificationReadAnswer, 401: ApiErrorBody } } },
    async (request) => {
      const user = signedInUser(request);
      await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, user.id), eq(notifications.isRead, false)));
      return { unread_notifications_count: 0 };
    },
  );
};
