import { and, count, eq } from 'drizzle-orm';
import type { Notification, NotificationData } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { notifications } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';

export type NewNotification = {
  /** How the client routes a click: invitation, user_connection, or the entity's type. */
  type: string;
  /** What happened, for display and filtering (followed, invited, approved…). */
  notificationType: string;
  message: string;
  data?: NotificationData;
};

/** Stores a notification for `userId` and pushes it to the user's open sockets with the new unread count. */
export type Notify = (userId: number, notification: NewNotification) => Promise<Notification>;

type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    notification_type: row.notificationType,
    message: row.message,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
    data: row.data as NotificationData,
  };
}

export async function unreadCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.value ?? 0;
}

export function createNotifier(db: Database, realtime: Realtime): Notify {
  return async (userId, { type, notificationType, message, data = {} }) => {
    const [row] = await db.insert(notifications).values({ userId, type, notificationType, message, data }).returning();
    const notification = toNotification(row!);
    await realtime.publish(userId, { type: 'notification', notification, unread_notifications_count: await unreadCount(db, userId) });
    return notification;
  };
}
