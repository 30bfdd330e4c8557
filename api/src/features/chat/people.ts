import { eq, inArray } from 'drizzle-orm';
import type { ChatUser } from '@trellis/shared/contracts';
import type { Database } from '../../db/connection.ts';
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

export async function loadChatUsers(db: Database, ids: number[]): Promise<Map<number, ChatUser>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(chatUserColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, toChatUser(row)]));
}
