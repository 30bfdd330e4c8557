import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@trellis/contracts/messages';
import type { Database } from '../../db/connection.ts';
import { checkoutSessions, groups, memberships, userSubscriptions, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { PaymentsProvider } from './provider.ts';

const clampPercent = (percent: number) => Math.min(100, Math.max(0, percent));

/**
 * What a member pays for a paid group, in cents: its price less the group's own discount, then less the circle
 * discount their plan grants.
 */
export function circlePriceCents(priceCents: number, groupDiscount: number, planDiscount: number): number {
  return Math.round((priceCents * (100 - clampPercent(groupDiscount)) * (100 - clampPercent(planDiscount))) / 10_000);
}

/**
 * Opens a checkout for an accepted member whose payment of a paid circle or event is due; answers where the buyer
 * goes next. A price discounted to nothing is confirmed at once.
 */
export async function startCirclePayment(
  db: Database,
  provider: PaymentsProvider,
  userId: number,
  input: { groupId: number; successUrl: string; cancelUrl: string },
): Promise<string> {
  const [row] = await db
    .select({ group: groups, membership: memberships, email: users.email, subscription: userSubscriptions })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, memberships.userId))
    .where(and(eq(memberships.userId, userId), eq(memberships.groupId, input.groupId)));
  const due = row && row.membership.status === 'accepted' && row.membership.paymentStatus === 'pending' && (row.group.priceCents ?? 0) > 0;
  if (!due) throw new HttpError(400, { non_field_errors: [MESSAGES.membership.nothingToPay] });

  const amountCents = circlePriceCents(row.group.priceCents!, row.group.discount, row.subscription?.circleDiscountPercent ?? 0);
  if (amountCents === 0) {
    await db.update(memberships).set({ paymentStatus: 'confirmed' }).where(eq(memberships.id, row.membership.id));
    return input.successUrl;
  }
  const session = await provider.createPaymentCheckout({
    purpose: 'circle_payment',
    providerPriceId: null,
    userId,
    email: row.email,
    customerId: row.subscription?.customerId ?? null,
    groupId: row.group.id,
    name: row.group.name,
    amountCents,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
  });
  await db.insert(checkoutSessions).values({
    provider: provider.name,
    providerSessionId: session.id,
    userId,
    purpose: 'circle_payment',
    groupId: row.group.id,
    amountCents,
  });
  return session.url;
}
