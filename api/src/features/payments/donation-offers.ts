import { eq, sql } from 'drizzle-orm';
import { ADMIN_LEVEL_ROLES, DONATION_MESSAGES, type DonationOffer, type DonationOfferValues } from '@trellis/contracts';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { groupDonations } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { isGroupAdmin, loadGroup } from '../groups-membership/group-access.ts';
import { viewerSource } from '../../auth/viewer-source.ts';
import type { PaymentsProvider } from './provider.ts';

const adminRoles = sql.raw(ADMIN_LEVEL_ROLES.map((role) => `'${role}'`).join(', '));

/**
 * Whether the viewer administers the group named by the `groupId` placeholder: staff, or its accepted admin or leader
 * (an administrator of another group is not one).
 */
export const viewerAdministersGroup = sql`(coalesce(viewer.is_staff, false) or exists (select 1 from memberships am
    where am.group_id = ${sql.placeholder('groupId')} and am.user_id = viewer.id and am.status = 'accepted' and am.role in (${adminRoles})))`;

/** Only organizations show a donation card, so only they take donations. */
export const notAnOrganization = () => new HttpError(400, { non_field_errors: [DONATION_MESSAGES.notAnOrganization] });
export const notDonationAdministrator = () => new HttpError(403, { detail: DONATION_MESSAGES.notAdministrator });

const offerJson = sql<DonationOffer | null>`(select json_build_object('name', d.name, 'description', d.description,
    'price', d.amount_cents / 100.0, 'stripe_price_id', d.stripe_price_id, 'is_active', d.is_active)
  from group_donations d where d.group_id = ${sql.placeholder('groupId')})`;

/** The offer of a group with whether the caller may see it, in one statement; no group row when the group is not there. */
export const offerStatement = perDatabase((db) =>
  db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      groupType: sql<
        string | null
      >`(select g.group_type from groups g where g.id = ${sql.placeholder('groupId')} and g.pending_author_id is null)`,
      administers: sql<boolean>`${viewerAdministersGroup}`,
      offer: offerJson,
    })
    .from(viewerSource)
    .prepare('donations_offer'),
);

/**
 * Sets an organization's donation offer. The amount is kept in cents; a new amount or name gets a new provider price,
 * since a price never changes once donors may have been shown it, and the old id is then refused at /donate/.
 */
export async function saveDonationOffer(
  db: Database,
  provider: PaymentsProvider,
  user: AuthUser,
  groupId: number,
  body: DonationOfferValues,
): Promise<DonationOffer> {
  const group = await loadGroup(db, groupId, user.id);
  if (!(await isGroupAdmin(db, user, group.id))) throw notDonationAdministrator();
  if (group.groupType !== 'organization') throw notAnOrganization();

  const amountCents = Math.round(body.price * 100);
  const [current] = await db.select().from(groupDonations).where(eq(groupDonations.groupId, group.id));
  const priceId =
    current && current.amountCents === amountCents && current.name === body.name
      ? current.stripePriceId
      : (await provider.createDonationPrice({ groupId: group.id, name: body.name, amountCents })).id;

  const values = { name: body.name, description: body.description, amountCents, stripePriceId: priceId, isActive: body.is_active };
  const [saved] = await db
    .insert(groupDonations)
    .values({ groupId: group.id, ...values })
    .onConflictDoUpdate({ target: groupDonations.groupId, set: values })
    .returning();
  return {
    name: saved!.name,
    description: saved!.description,
    price: saved!.amountCents / 100,
    stripe_price_id: saved!.stripePriceId,
    is_active: saved!.isActive,
  };
}
