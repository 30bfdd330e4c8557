import type { ChatUser } from '@trellis/shared/contracts';
import { profiles, users } from '../../db/schema/index.ts';

/** How chat shows a person: full name, picture and profile slug. */
export const chatUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  image: profiles.picture,
  nameSlug: profiles.nameSlug,
};
type ChatUserRow = { id: number; firstName: string; lastName: string; image: string | null; nameSlug: string | null };

export function toChatUser(row: ChatUserRow): ChatUser {
  return { id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), image: row.image, name_slug: row.nameSlug ?? '' };
}
