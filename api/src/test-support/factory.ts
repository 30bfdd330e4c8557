import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { groupProfiles, groups, memberships, notifications, profiles, userSubscriptions, users } from '../db/schema/index.ts';
import type { MembershipRole, MembershipStatus } from '../db/schema/groups.ts';

// A test that changes a member or a group creates its own, so no other test, in any order, reads what it changed.
// The demo accounts and groups stay as the seed left them for the tests that only read them.

let created = 0;
/** A name no other row of this process has: the process id keeps files on one PostgreSQL server apart too. */
const unique = (kind: string) => `${kind}-${process.pid}-${++created}`;

const withoutKeys = <Row extends { id: number }>({ id: _id, ...rest }: Row) => rest;

export type NewMember = { id: number; email: string; slug: string };

/**
 * A new account set up like the demo account `like` (the same password, profile answers, subscription, group
 * memberships and notifications), under a new e-mail address and profile slug.
 */
export async function createMember(db: Database, { like = 'member@trellis.test' }: { like?: string } = {}): Promise<NewMember> {
  const name = unique('member');
  const email = `${name}@factory.test`;
  return db.transaction(async (tx) => {
    const [template] = await tx.select().from(users).where(eq(users.email, like));
    if (!template) throw new Error(`No demo account ${like} to copy`);
    const [user] = await tx
      .insert(users)
      .values({ ...withoutKeys(template), email, dateJoined: new Date(), lastLogin: null })
      .returning({ id: users.id });
    const userId = user!.id;
    const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, template.id));
    await tx.insert(profiles).values({ ...withoutKeys(profile!), userId, nameSlug: name });
    for (const row of await tx.select().from(groupProfiles).where(eq(groupProfiles.userId, template.id))) {
      await tx.insert(groupProfiles).values({ ...withoutKeys(row), userId });
    }
    for (const row of await tx.select().from(userSubscriptions).where(eq(userSubscriptions.userId, template.id))) {
      await tx.insert(userSubscriptions).values({ ...withoutKeys(row), userId });
    }
    const joined = await tx.select().from(memberships).where(eq(memberships.userId, template.id));
    if (joined.length) await tx.insert(memberships).values(joined.map((row) => ({ ...withoutKeys(row), userId })));
    const inbox = await tx.select().from(notifications).where(eq(notifications.userId, template.id));
    if (inbox.length) await tx.insert(notifications).values(inbox.map((row) => ({ ...withoutKeys(row), userId })));
    return { id: userId, email, slug: name };
  });
}

/** A new organization with no members, verified like the demo ones. */
export async function createOrganization(db: Database): Promise<{ id: number; slug: string }> {
  const slug = unique('organization');
  const [row] = await db
    .insert(groups)
    .values({ name: `Organization ${slug}`, nameSlug: slug, groupType: 'organization', isVerified: true })
    .returning({ id: groups.id });
  return { id: row!.id, slug };
}

/** Puts a member in a group with a role and status (accepted members joined now). */
export async function addMembership(
  db: Database,
  {
    userId,
    groupId,
    role = 'member',
    status = 'accepted',
  }: { userId: number; groupId: number; role?: MembershipRole; status?: MembershipStatus },
) {
  await db.insert(memberships).values({ userId, groupId, role, status, joinedAt: status === 'accepted' ? new Date() : null });
}
