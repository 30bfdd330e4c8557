import { useCall } from '@trellis/platform/api-client';
import { commerceEndpoints } from '@trellis/contracts/endpoints';

/** One page of the signed-in member's own donations, newest first. */
export const useMyDonations = (page: number) => useCall(commerceEndpoints.myDonations, { query: { page } }, { keepPreviousData: true });
