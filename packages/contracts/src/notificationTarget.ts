// Zod-free, so the signed-in frame can link its notifications without loading the contracts.
import type { Notification } from './notifications.ts';

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
