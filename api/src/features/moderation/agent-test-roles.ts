import { addMembership, createOrganization } from '../../test-support/factory.ts';
import type { TestApp } from '../../test-support/test-app.ts';

/**
 * A fresh organization with the four callers the agents' calls answer differently: its admin, one of its members,
 * another organization's admin, and staff.
 */
export async function organizationWithRoles(t: TestApp) {
  const db = t.database.connection.db;
  const org = (await createOrganization(db)).id;
  const admin = await t.newMember();
  await addMembership(db, { userId: admin.id, groupId: org, role: 'admin' });
  const other = await t.newMember();
  await addMembership(db, { userId: other.id, groupId: (await createOrganization(db)).id, role: 'admin' });
  const plain = await t.newMember();
  await addMembership(db, { userId: plain.id, groupId: org });
  return { org, admin: admin.headers, otherAdmin: other.headers, member: plain.headers, staff: await t.authHeader('staff@trellis.test') };
}
