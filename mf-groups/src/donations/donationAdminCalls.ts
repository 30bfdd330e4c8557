import { call, useCall } from '@trellis/platform/api-client';
import { commerceEndpoints } from '@trellis/contracts/endpoints';
import type { DonationOfferBody } from '@trellis/contracts';

/** The organization's donation offer as its administrators see it, on or off. */
export const useDonationOffer = (groupId: number) => useCall(commerceEndpoints.donationOffer, { params: { id: groupId } });

/** Sets the organization's donation offer; answers it as saved. */
export async function saveDonationOffer(groupId: number, body: DonationOfferBody) {
  const { offer } = await call(commerceEndpoints.saveDonationOffer, { params: { id: groupId }, body });
  return offer;
}

/** One page of the donations made to the organization, newest first. */
export const useReceivedDonations = (groupId: number, page: number) =>
  useCall(commerceEndpoints.receivedDonations, { params: { id: groupId }, query: { page } }, { keepPreviousData: true });
