import { and, eq, or, sql } from 'drizzle-orm';
import { CONNECT_MESSAGES, type PartnerList } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { Database } from '../../db/connection.ts';
import { groups, organizationPartners } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';

const PARTNER_TYPES = new Set(['organization', 'institution']);

/** The pair as it is stored: the smaller id first, since a partnership goes both ways. */
const ordered = (one: number, other: number) => ({ groupId: Math.min(one, other), partnerId: Math.max(one, other) });

/** An organization or institution by id; anything else is refused in the words of `field`. */
async function organization(db: Database, id: number, field: string | null) {
  const [row] = await db.select({ id: groups.id, type: groups.groupType }).from(groups).where(eq(groups.id, id));
  if (!row) throw notFound(MESSAGES.groupMembership.groupNotFound);
  if (!PARTNER_TYPES.has(row.type)) {
    if (field) throw new HttpError(400, { field_errors: { [field]: [CONNECT_MESSAGES.partnerNotOrganization] } });
    throw new HttpError(400, { non_field_errors: [CONNECT_MESSAGES.partnerNotOrganization] });
  }
  return row;
}

/** The partners of an organization, by name. */
export async function partnersOf(db: Database, id: number): Promise<PartnerList> {
  await organization(db, id, null);
  const partner = sql<number>`case when ${organizationPartners.groupId} = ${id} then ${organizationPartners.partnerId} else ${organizationPartners.groupId} end`;
  const data = await db
    .select({ id: groups.id, name: groups.name, name_slug: groups.nameSlug, group_type: groups.groupType })
    .from(organizationPartners)
    .innerJoin(groups, eq(groups.id, partner))
    .where(or(eq(organizationPartners.groupId, id), eq(organizationPartners.partnerId, id)))
    .orderBy(groups.name, groups.id);
  return { data };
}

/** Makes two organizations partners; asking again for a pair already made changes nothing. */
export async function addPartner(db: Database, id: number, partnerId: number) {
  if (id === partnerId) throw new HttpError(400, { field_errors: { partner_id: [CONNECT_MESSAGES.partnerSelf] } });
  await organization(db, id, null);
  await organization(db, partnerId, 'partner_id');
  await db.insert(organizationPartners).values(ordered(id, partnerId)).onConflictDoNothing();
}

/** Ends a partnership; 404 when the two were not partners. */
export async function removePartner(db: Database, id: number, partnerId: number) {
  const pair = ordered(id, partnerId);
  const removed = await db
    .delete(organizationPartners)
    .where(and(eq(organizationPartners.groupId, pair.groupId), eq(organizationPartners.partnerId, pair.partnerId)))
    .returning({ groupId: organizationPartners.groupId });
  if (!removed.length) throw notFound();
}
