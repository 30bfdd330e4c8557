import { and, eq, sql } from 'drizzle-orm';
import type { CareerEntry } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { groupProfiles, groups, profiles, users } from '../../db/schema/index.ts';
import { careerEntriesJson, groupProfileJson, profileJson, visibleInstitution } from './profile-json.ts';

type ProfileRow = typeof profiles.$inferSelect;
type GroupProfileRow = typeof groupProfiles.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** The member's stored profile rows, for the profile form. */
export type ProfileBundle = { user: UserRow; profile: ProfileRow; groupProfile: GroupProfileRow | null };

const profileBundle = perDatabase((db) =>
  db
    .select({ user: users, profile: profiles, groupProfile: groupProfiles })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(groupProfiles, eq(groupProfiles.userId, profiles.userId))
    .where(and(eq(profiles.userId, sql.placeholder('userId')), eq(users.isActive, true)))
    .prepare('profiles_bundle'),
);

export async function loadProfileBundle(db: Database, userId: number): Promise<ProfileBundle | null> {
  const [row] = await profileBundle(db).execute({ userId });
  return row ?? null;
}

/**
 * What `viewerId` (null for a visitor) may see of an active member, and whether the viewer follows them, in one
 * statement; the route picks the public fields. Placeholders: `slug`, `viewerId`.
 */
export const publicProfileRead = perDatabase((db) => {
  const viewerId = sql.placeholder('viewerId');
  return db
    .select({
      profile: profileJson(viewerId),
      groupProfile: groupProfileJson,
      work: careerEntriesJson(users.id, 'work', viewerId),
      education: careerEntriesJson(users.id, 'education', viewerId),
      userId: users.id,
      isFollowing: sql<boolean>`exists(select 1 from follows f
        where f.follower_id = ${viewerId} and f.target_type = 'user' and f.target_id = ${users.id})`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(groupProfiles, eq(groupProfiles.userId, profiles.userId))
    .leftJoin(groups, visibleInstitution(viewerId))
    .where(and(eq(profiles.nameSlug, sql.placeholder('slug')), eq(users.isActive, true)))
    .prepare('profiles_public');
});

const careerEntries = perDatabase((db) => {
  const [userId, viewerId] = [sql.placeholder('userId'), sql.placeholder('viewerId')];
  return db
    .select({ work: careerEntriesJson(userId, 'work', viewerId), education: careerEntriesJson(userId, 'education', viewerId) })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('profiles_career_entries');
});

/** Work and education entries, newest first, with skill names as `viewerId` may see them. */
export async function loadCareerEntries(
  db: Database,
  userId: number,
  viewerId: number | null,
): Promise<{ work: CareerEntry[]; education: CareerEntry[] }> {
  const [row] = await careerEntries(db).execute({ userId, viewerId });
  return row ?? { work: [], education: [] };
}
