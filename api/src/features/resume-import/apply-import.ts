import { and, eq, inArray } from 'drizzle-orm';
import { LIMITS } from '@trellis/contracts/constants';
import type { ImportedProfile, IMPORT_FIELDS } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { careerEntries, groupProfiles, profiles, topics, users } from '../../db/schema/index.ts';
import { visibleTo } from '../submissions/visibility.ts';

export type ImportField = (typeof IMPORT_FIELDS)[number];

/**
 * The ids of these skills as the member sees them: approved ones are reused, and names new to the member become
 * their own proposals, which only they see until staff approve them, as when typed into the profile form.
 */
async function skillIds(db: Database, userId: number, names: string[]): Promise<number[]> {
  if (!names.length) return [];
  const visible = () =>
    db
      .select({ id: topics.id, name: topics.name, pendingAuthorId: topics.pendingAuthorId })
      .from(topics)
      .where(and(eq(topics.topicType, 'skill'), inArray(topics.name, names), visibleTo(topics.pendingAuthorId, userId)));
  const known = new Set((await visible()).map((row) => row.name));
  const missing = names.filter((name) => !known.has(name));
  if (missing.length) {
    await db
      .insert(topics)
      .values(missing.map((name) => ({ name, topicType: 'skill' as const, pendingAuthorId: userId })))
      .onConflictDoNothing();
  }
  const byName = new Map<string, number>();
  // An approved entry wins over the member's own proposal of the same name.
  for (const row of await visible()) if (row.pendingAuthorId === null || !byName.has(row.name)) byName.set(row.name, row.id);
  return names.flatMap((name) => byName.get(name) ?? []);
}

/** Writes what an import found into the member's profile; answers the fields it changed. */
export async function applyImport(db: Database, userId: number, data: ImportedProfile, fields: readonly ImportField[]): Promise<string[]> {
  const wanted = new Set(fields);
  const updated: string[] = [];
  const names: { firstName?: string; lastName?: string } = {};
  if (wanted.has('first_name') && data.first_name) names.firstName = data.first_name;
  if (wanted.has('last_name') && data.last_name) names.lastName = data.last_name;
  if (Object.keys(names).length) {
    await db.update(users).set(names).where(eq(users.id, userId));
    updated.push(...Object.keys(names).map((key) => (key === 'firstName' ? 'first_name' : 'last_name')));
  }
  const profileSet: { title?: string; socialLinkedin?: string } = {};
  if (wanted.has('title') && data.title) profileSet.title = data.title.slice(0, LIMITS.shortText);
  if (wanted.has('social_linkedin') && data.social_linkedin) profileSet.socialLinkedin = data.social_linkedin;
  if (Object.keys(profileSet).length) {
    await db.update(profiles).set(profileSet).where(eq(profiles.userId, userId));
    updated.push(...Object.keys(profileSet).map((key) => (key === 'title' ? 'title' : 'social_linkedin')));
  }
  if (wanted.has('skills') && data.skills.length) {
    const [career] = await db.select({ skills: groupProfiles.skills }).from(groupProfiles).where(eq(groupProfiles.userId, userId));
    const found = await skillIds(db, userId, data.skills.slice(0, LIMITS.maxTags));
    const skills = [...new Set([...(career?.skills ?? []), ...found])].slice(0, LIMITS.maxTags);
    if (career) await db.update(groupProfiles).set({ skills }).where(eq(groupProfiles.userId, userId));
    else await db.insert(groupProfiles).values({ userId, skills });
    updated.push('skills');
  }
  for (const type of ['work', 'education'] as const) {
    if (!wanted.has(type) || !data[type].length) continue;
    await db.insert(careerEntries).values(
      data[type].map((entry) => ({
        userId,
        type,
        title: entry.title.slice(0, LIMITS.shortText),
        groupName: entry.group.slice(0, LIMITS.shortText),
        isCurrentlyWorking: entry.start_date !== null && entry.end_date === null,
        startDate: entry.start_date,
        endDate: entry.end_date,
      })),
    );
    updated.push(type);
  }
  return updated;
}
