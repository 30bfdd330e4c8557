import { z } from 'zod';
import { DbId, paginated } from './common.ts';

/** What a notification points at; every key is optional since each type carries its own. */
export const NotificationData = z.object({
  invitation_key: z.string().optional(),
  name_slug: z.string().optional(),
  group_type: z.string().optional(),
  name: z.string().optional(),
  image: z.string().nullable().optional(),
});
export type NotificationData = z.infer<typeof NotificationData>;

export const Notification = z.object({
  id: z.number().int(),
  type: z.string(),
  notification_type: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  data: NotificationData,
});
export type Notification = z.infer<typeof Notification>;

export const NotificationList = paginated(Notification);
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationReadParams = z.object({ id: DbId, type: z.string().min(1).max(50) });

export const NotificationReadAnswer = z.object({ unread_notifications_count: z.number().int() });
export type NotificationReadAnswer = z.infer<typeof NotificationReadAnswer>;

/** Entity pages by group type; types without their own page (organization, institution) open /org/. */
const ENTITY_PREFIX: Record<string, string> = {
  circle: 'circle',
  event: 'event',
  job: 'job',
  post: 'post',
  resource: 'resource',
  use_case: 'usecase',
};

/** Where clicking a notification leads. */
export function notificationTarget(notification: Pick<Notification, 'type' | 'data'>): string {
  const { data } = notification;
  if (notification.type === 'invitation' && data.invitation_key) return `/invitation/${encodeURIComponent(data.invitation_key)}`;
  if (notification.type === 'user_connection' && data.name_slug) return `/profile/${encodeURIComponent(data.name_slug)}`;
  if (!data.name_slug) return '/notification';
  const prefix = ENTITY_PREFIX[data.group_type ?? ''] ?? 'org';
  return `/${prefix}/${encodeURIComponent(data.name_slug)}`;
}
