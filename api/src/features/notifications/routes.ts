import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  NotificationList,
  NotificationReadAnswer,
  NotificationReadParams,
  PATHS,
  PageQuery,
  ROUTES,
} from '@trellis/shared/contracts';
import { PAGE_SIZES } from '@trellis/shared/constants';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { toNotification, unreadCount } from './notify.ts';

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    PATHS.notifications,
    {
      schema: {
        tags,
        summary: "The signed-in user's notifications, newest first",
        querystring: PageQuery.pick({ page: true, page_size: true, current_org: true }),
        response: { 200: NotificationList, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { page } = request.query;
      const pageSize = request.query.page_size ?? PAGE_SIZES.notifications;
      const mine = eq(notifications.userId, user.id);
      const [total] = await db.select({ value: count() }).from(notifications).where(mine);
      const rows = await db
        .select()
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { data: rows.map(toNotification), pagination: { count: total?.value ?? 0, page, page_size: pageSize } };
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
