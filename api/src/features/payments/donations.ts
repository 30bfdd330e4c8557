import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@trellis/contracts/messages';
import type { Database } from '../../db/connection.ts';
import { checkoutSessions, groupDonations, userSubscriptions, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { PaymentsProvider } from './provider.ts';

/**
 * Opens a checkout for the organization donation named by its price id; answers where the donor goes next. The
 * amount is the organization's, and the checkout is kept so its completion is recorded against the donor.
 */
export async function startDonation(
  db: Database,
  provider: PaymentsProvider,
  userId: number,
  input: { priceId: string; successUrl: string; cancelUrl: string },
): Promise<string> {
  const [row] = await db
    .select({ donation: groupDonations, email: users.email, customerId: userSubscriptions.customerId })
    .from(groupDonations)
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, userId))
    .where(and(eq(groupDonations.stripePriceId, input.priceId), eq(groupDonations.isActive, true)));
  if (!row) throw new HttpError(400, { non_field_errors: [MESSAGES.membership.unknownDonation] });

  const { donation } = row;
  const session = await provider.createPaymentCheckout({
    purpose: 'donation',
    userId,
    email: row.email,
    customerId: row.customerId ?? null,
    groupId: donation.groupId,
    providerPriceId: donation.stripePriceId,
    name: donation.name,
    amountCents: donation.amountCents,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
  });
  await db.insert(checkoutSessions).values({
    provider: provider.name,
    providerSessionId: session.id,
    userId,
    purpose: 'donation',
    groupId: donation.groupId,
    amountCents: donation.amountCents,
  });
  return session.url;
}
