import { sql } from 'drizzle-orm';
import { isoTimestamp } from '../../db/sql-json.ts';

/*
 * Chat's answers as JSON built in the database, in the shapes of the contracts, so that a read of rooms or messages
 * is one statement. Each fragment names the aliases it reads.
 */

/** How chat shows the person of `users u` left-joined to `profiles p` (ChatUser). */
export const chatUserJson = sql`json_build_object(
  'id', u.id,
  'name', btrim(u.first_name || ' ' || u.last_name),
  'image', p.picture,
  'name_slug', coalesce(p.name_slug, '')
)`;

/**
 * The message `m` (chat_messages) as ChatMessage; `messageSender` joins its sender as `su` and `sp`. In a one-to-one
 * room the recipient is the other member.
 */
export const chatMessageJson = sql`json_build_object(
  'id', m.id,
  'room', m.room_id,
  'sender', json_build_object(
    'id', m.sender_id,
    'name', coalesce(btrim(su.first_name || ' ' || su.last_name), ''),
    'image_path', sp.picture,
    'type', 'user',
    'slug', coalesce(sp.name_slug, '')
  ),
  'recipient', (select rm.user_id from chat_room_members rm where rm.room_id = m.room_id and rm.user_id <> m.sender_id limit 1),
  'messages', m.parts,
  'timestamp', ${isoTimestamp(sql`m.created_at`)},
  'client_id', m.client_id
)`;

export const messageSender = sql`left join users su on su.id = m.sender_id left join profiles sp on sp.user_id = su.id`;
