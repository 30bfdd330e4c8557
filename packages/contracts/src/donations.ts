import { z } from 'zod';
import { LIMITS } from '@trellis/contracts/constants';
import { paginated } from './common.ts';

/** The wording of the donation offer form's rules. */
export const DONATION_MESSAGES = {
  required: 'Required',
  tooLong: (max: number) => `Maximum of ${max} characters`,
  aboveZero: 'Must be greater than zero',
  tooLarge: (max: number) => `Maximum of $${max.toLocaleString('en-US')}`,
  cents: 'Use at most two decimals',
  saved: 'Successfully updated information',
  saveFailed: 'Could not complete request',
  notAdministrator: 'Only administrators of this organization can manage its donations.',
  notAnOrganization: 'Only organizations take donations.',
  noDonationsYet: 'You have not made any donations yet.',
  noDonationsReceived: 'No donations have been made to this organization yet.',
} as const;

/** Donations are charged in whole US cents, at most this many dollars each. */
export const DONATION_LIMITS = { maxPrice: 100_000, name: LIMITS.shortText, description: LIMITS.longText } as const;

const text = DONATION_MESSAGES;

/**
 * What an organization administrator sets: the donation card's name and description, its amount in dollars, and
 * whether the organization takes donations at all (off keeps the offer for later but shows no card or Donate tab).
 */
export const DonationOfferBody = z.object({
  name: z.string({ error: text.required }).trim().min(1, text.required).max(DONATION_LIMITS.name, text.tooLong(DONATION_LIMITS.name)),
  description: z.string().trim().max(DONATION_LIMITS.description, text.tooLong(DONATION_LIMITS.description)).default(''),
  price: z
    .number({ error: text.required })
    .gt(0, text.aboveZero)
    .max(DONATION_LIMITS.maxPrice, text.tooLarge(DONATION_LIMITS.maxPrice))
    .refine((price) => Math.abs(Math.round(price * 100) - price * 100) < 1e-6, text.cents),
  is_active: z.boolean({ error: text.required }),
});
export type DonationOfferBody = z.input<typeof DonationOfferBody>;
export type DonationOfferValues = z.infer<typeof DonationOfferBody>;

/** An organization's donation offer as its administrators see it, with the provider price donors name. */
export const DonationOffer = z.object({
  name: z.string(),
  description: z.string(),
  /** In dollars. */
  price: z.number(),
  stripe_price_id: z.string(),
  is_active: z.boolean(),
});
export type DonationOffer = z.infer<typeof DonationOffer>;

/** GET /groups/{id}/donation/: the offer, or null before one was ever set. */
export const DonationOfferAnswer = z.object({ offer: DonationOffer.nullable() });
export type DonationOfferAnswer = z.infer<typeof DonationOfferAnswer>;

/** A checkout's state: open until paid, cancelled by the donor, or expired when left unfinished past its lifetime. */
export const DONATION_STATUSES = ['open', 'complete', 'canceled', 'expired'] as const;
export const DonationStatus = z.enum(DONATION_STATUSES);
export type DonationStatus = z.infer<typeof DonationStatus>;

/** How each state reads in a donation list. */
export const DONATION_STATUS_LABELS: Record<DonationStatus, string> = {
  open: 'Pending',
  complete: 'Completed',
  canceled: 'Canceled',
  expired: 'Expired',
};

/** An amount in dollars as donations show it: two decimals after a dollar sign. */
export const formatDonationAmount = (amount: number) => `$${amount.toFixed(2)}`;

/** The day a donation was made, in the reader's own format. */
export const formatDonationDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** One of the member's own donations. */
export const MemberDonation = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** In dollars. */
  amount: z.number(),
  status: DonationStatus,
  /** Null once the organization is gone. */
  organization: z.object({ id: z.number().int(), name: z.string(), name_slug: z.string() }).nullable(),
});
export type MemberDonation = z.infer<typeof MemberDonation>;
export const MemberDonationList = paginated(MemberDonation);
export type MemberDonationList = z.infer<typeof MemberDonationList>;

/** One donation made to an organization, as its administrators see it. */
export const ReceivedDonation = z.object({
  id: z.number().int(),
  created_at: z.string(),
  amount: z.number(),
  status: DonationStatus,
  donor: z.object({ id: z.number().int(), name: z.string(), name_slug: z.string().nullable() }),
});
export type ReceivedDonation = z.infer<typeof ReceivedDonation>;
export const ReceivedDonationList = paginated(ReceivedDonation);
export type ReceivedDonationList = z.infer<typeof ReceivedDonationList>;

/** A page of a donation list: 10 rows a page, fixed. */
export const DonationPageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export type DonationPageQuery = z.input<typeof DonationPageQuery>;
