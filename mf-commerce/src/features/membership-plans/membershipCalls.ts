import { call, useCall } from '@trellis/platform/api-client';
import type { ChangeSubscriptionBody } from '@trellis/contracts';
import { commerceEndpoints } from '@trellis/contracts/endpoints';

/** Where a checkout comes back to: the result pages of this area. */
export const CHECKOUT_RETURNS = {
  success_url: '/payment/success?type=subscription',
  cancel_url: '/payment/cancel?type=subscription',
};

/** GET /subscription-detail/ for a signed-in member; nothing is asked for a visitor. */
export function useSubscriptionDetail(signedIn: boolean) {
  return useCall(commerceEndpoints.subscriptionDetail, signedIn ? {} : null);
}

/** Starts a checkout for a price with the declared discounts; answers the address to go to. */
export async function startCheckout(priceId: number, discountIds: number[]): Promise<string> {
  const { data } = await call(commerceEndpoints.createSubscription, {
    body: { price_id: priceId, discount_ids: discountIds, associated_group_ids: [], ...CHECKOUT_RETURNS },
  });
  return data;
}

export const changeSubscription = (body: ChangeSubscriptionBody) => call(commerceEndpoints.updateSubscription, { body });

export const cancelSubscription = (reason: string) =>
  call(commerceEndpoints.cancelSubscription, { body: { cancellation_reason: reason, cancel_at_period_end: true } });

export async function customerPortal(): Promise<string> {
  const { data } = await call(commerceEndpoints.customerPortal, { body: { return_url: window.location.pathname } });
  return data;
}

/** Makes the member's membership card; answers the address of its image. */
export async function makeMembershipCard(): Promise<string> {
  const { data } = await call(commerceEndpoints.membershipCard, {});
  return data;
}
