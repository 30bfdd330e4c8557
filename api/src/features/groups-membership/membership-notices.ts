import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { users } from '../../db/schema/index.ts';
import type { NewNotification, Notify } from '../notifications/notify.ts';
import type { GroupRow } from './group-access.ts';

/** What a member or an administrator is told about a membership change; clicking it opens the group's page. */
export const NOTICES = {
  applied: (who: string, group: GroupRow) =>
    group.groupType === 'event' ? `${who} registered for ${group.name}` : `${who} applied to join ${group.name}`,
  cancelled: (who: string, group: GroupRow) => `${who} cancelled their request to join ${group.name}`,
  left: (who: string, group: GroupRow) => `${who} left ${group.name}`,
  accepted: (group: GroupRow) => `Your request to join ${group.name} was accepted`,
  rejected: (group: GroupRow, reason: string) => `Your request to join ${group.name} was rejected: ${reason}`,
  added: (group: GroupRow, role: string) => `You were added to ${group.name} as ${role}`,
  removed: (group: GroupRow, reason: string) => `You were removed from ${group.name}: ${reason}`,
  roleChanged: (group: GroupRow, role: string) => `Your role in ${group.name} is now ${role}`,
  paymentSubmitted: (who: string, group: GroupRow) => `${who} submitted a payment for ${group.name}`,
  paymentConfirmed: (group: GroupRow) => `Your payment for ${group.name} was confirmed`,
  paymentRejected: (group: GroupRow) => `Your payment for ${group.name} was marked as unpaid`,
} as const;

export async function displayName(db: Database, userId: number): Promise<string> {
  const [user] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
  return user ? `${user.first} ${user.last}`.trim() : 'A member';
}

/** Sends the same notice about `group` to each user, live. */
export async function tell(notify: Notify, userIds: readonly number[], group: GroupRow, notificationType: string, message: string) {
  const notice: NewNotification = {
    type: group.groupType,
    notificationType,
    message,
    data: { name_slug: group.nameSlug, group_type: group.groupType, name: group.name, image: group.logo },
  };
  for (const userId of userIds) await notify(userId, notice);
}
