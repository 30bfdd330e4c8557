import { call } from '@trellis/platform/api-client';
import { commerceEndpoints } from '@trellis/contracts/endpoints';

/** Starts a checkout for an organization's donation; answers the checkout's address. */
export async function startDonation(priceId: string): Promise<string> {
  const { url } = await call(commerceEndpoints.donate, { body: { price_id: priceId } });
  return url;
}
