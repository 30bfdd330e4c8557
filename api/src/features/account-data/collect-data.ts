import { basename } from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import {
  careerEntries,
  chatMessages,
  chatRoomMembers,
  feedback,
  follows,
  groupProfiles,
  groups,
  memberships,
  notifications,
  portalPreferences,
  profiles,
  sessions,
  topics,
  uploadedFiles,
  userSubscriptions,
  users,
} from '../../db/schema/index.ts';
import { MEDIA_PREFIX } from '../uploads/storage.ts';

/** One file of the member's uploads: its name in the uploads folder and where it goes in the archive. */
export type ExportedFile = { storedName: string; archivePath: string };

/** What the platform holds about one member: JSON documents by file name, and their uploaded files. */
export type MemberData = { documents: Record<string, unknown>; files: ExportedFile[] };

/** The stored name behind a public media URL, or null for a URL that is not one of ours. */
export function storedNameOf(url: string | null): string | null {
  return url?.startsWith(MEDIA_PREFIX) ? basename(url) : null;
}

/**
 * Reads everything kept about the member: account, profile and career answers, memberships, follows, messages of
 * their conversations, notifications, sessions, feedback, submissions and uploads. Secrets (the password hash, token
 * and code hashes) stay out: they identify nothing and would only help an attacker who got hold of the archive.
 */
export async function collectMemberData(db: Database, userId: number): Promise<MemberData> {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.firstName,
      last_name: users.lastName,
      is_verified: users.isVerified,
      is_staff: users.isStaff,
      date_joined: users.dateJoined,
      last_login: users.lastLogin,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const [career, entries, groupsJoined, following, followers, rooms, notes, devices, sent, proposals, institutions, uploads] =
    await Promise.all([
      db.select().from(groupProfiles).where(eq(groupProfiles.userId, userId)),
      db.select().from(careerEntries).where(eq(careerEntries.userId, userId)).orderBy(asc(careerEntries.id)),
      db
        .select({
          membership: memberships,
          group: { id: groups.id, name: groups.name, name_slug: groups.nameSlug, group_type: groups.groupType },
        })
        .from(memberships)
        .innerJoin(groups, eq(groups.id, memberships.groupId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(memberships.id)),
      db.select().from(follows).where(eq(follows.followerId, userId)).orderBy(asc(follows.id)),
      db
        .select({ follower_id: follows.followerId, created_at: follows.createdAt })
        .from(follows)
        .where(and(eq(follows.targetType, 'user'), eq(follows.targetId, userId)))
        .orderBy(asc(follows.id)),
      db.select({ roomId: chatRoomMembers.roomId }).from(chatRoomMembers).where(eq(chatRoomMembers.userId, userId)),
      db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
      db
        .select({ id: sessions.id, created_at: sessions.createdAt, revoked_at: sessions.revokedAt })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),
      db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(asc(feedback.id)),
      db.select({ id: topics.id, name: topics.name, type: topics.topicType }).from(topics).where(eq(topics.pendingAuthorId, userId)),
      db.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.pendingAuthorId, userId)),
      db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, userId)).orderBy(asc(uploadedFiles.id)),
    ]);
  const [preferences] = await db.select().from(portalPreferences).where(eq(portalPreferences.userId, userId));
  const [subscription] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));

  // Conversations are exported whole, as the member sees them in chat: their messages and the answers they got.
  const roomIds = rooms.map((room) => room.roomId);
  const messages = roomIds.length
    ? await db
        .select({
          id: chatMessages.id,
          room: chatMessages.roomId,
          sender_id: chatMessages.senderId,
          sender: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
          parts: chatMessages.parts,
          created_at: chatMessages.createdAt,
        })
        .from(chatMessages)
        .innerJoin(users, eq(users.id, chatMessages.senderId))
        .where(inArray(chatMessages.roomId, roomIds))
        .orderBy(asc(chatMessages.roomId), asc(chatMessages.id))
    : [];

  const files: ExportedFile[] = [];
  for (const [label, url] of [
    ['picture', profile?.picture ?? null],
    ['resume', profile?.resume ?? null],
  ] as const) {
    const storedName = storedNameOf(url);
    if (storedName) files.push({ storedName, archivePath: `uploads/${label}-${storedName}` });
  }
  for (const upload of uploads) files.push({ storedName: basename(upload.path), archivePath: `uploads/${basename(upload.path)}` });

  return {
    documents: {
      'account.json': account ?? null,
      'profile.json': {
        profile: profile ?? null,
        career_answers: career[0] ?? null,
        career_entries: entries,
        portal_preferences: preferences ?? null,
        subscription: subscription ?? null,
      },
      'memberships.json': groupsJoined.map(({ membership, group }) => ({ ...membership, group })),
      'follows.json': { following, followers },
      'messages.json': { rooms: roomIds, messages },
      'notifications.json': notes,
      'sessions.json': devices,
      'feedback.json': sent,
      'submissions.json': { topics: proposals, institutions },
      'uploads.json': uploads,
    },
    files,
  };
}
