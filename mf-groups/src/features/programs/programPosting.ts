import { GROUP_POSTING_NOTES, type GroupDetail } from '@trellis/contracts';

type Standing = Pick<GroupDetail, 'group_type' | 'is_admin' | 'membership_status' | 'price' | 'payment_status'>;

/**
 * Why the reader may not share posts in a circle or an event, or null when they may: its administrators and accepted
 * members post, and in a group that charges an accepted member posts once their payment is confirmed.
 */
export function postingNote(group: Standing, signedIn: boolean): string | null {
  const kind = group.group_type;
  if (!signedIn) return GROUP_POSTING_NOTES.visitor(kind);
  if (group.is_admin) return null;
  if (group.membership_status === 'pending') return GROUP_POSTING_NOTES.pending(kind);
  if (group.membership_status !== 'accepted') return GROUP_POSTING_NOTES.outsider(kind);
  const charges = (group.price ?? 0) > 0;
  return charges && group.payment_status !== 'confirmed' ? GROUP_POSTING_NOTES.unpaid(kind) : null;
}
