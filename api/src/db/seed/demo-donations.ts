import { eq } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { checkoutSessions, groupDonations, users } from '../schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Organizations that take donations, each with the amount its donation card offers. */
const DEMO_DONATIONS = [
  {
    slug: 'harbor-city-community-foundation',
    name: 'Support the Harbor City Mentorship Fund',
    description: 'Every donation pays for a mentoring session with a first-generation job seeker in Harbor City.',
    amountCents: 2500,
    stripePriceId: 'price_donation_harbor_city',
  },
  {
    slug: 'open-code-collective',
    name: 'Fund a Laptop for a New Contributor',
    description: 'Donations buy refurbished laptops for learners joining the collective without one.',
    amountCents: 5000,
    stripePriceId: 'price_donation_open_code',
  },
];

/**
 * What the demo member gave through the built-in checkout: one donation that went through, one cancelled at checkout
 * and one left unfinished until the checkout expired.
 */
const DEMO_GIFTS = [
  { slug: 'harbor-city-community-foundation', amountCents: 2500, status: 'complete', on: '2026-03-14T10:30:00Z' },
  { slug: 'open-code-collective', amountCents: 5000, status: 'canceled', on: '2026-04-02T16:05:00Z' },
  { slug: 'open-code-collective', amountCents: 5000, status: 'expired', on: '2026-02-03T08:45:00Z' },
] as const;

/**
 * The demo organizations' donations, for the donation cards on their pages, and the demo member's past donations for
 * their donation history.
 */
export async function seedDonationsDemo(tx: Tx, groupIds: Map<string, number>) {
  const groupOf = (slug: string) => {
    const groupId = groupIds.get(slug);
    if (groupId === undefined) throw new Error(`No demo organization ${slug} to take donations`);
    return groupId;
  };
  await tx.insert(groupDonations).values(DEMO_DONATIONS.map(({ slug, ...donation }) => ({ groupId: groupOf(slug), ...donation })));

  const [donor] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'member@trellis.test'));
  if (!donor) throw new Error('No demo member to have donated');
  await tx.insert(checkoutSessions).values(
    DEMO_GIFTS.map((gift, index) => {
      const on = new Date(gift.on);
      return {
        provider: 'builtin' as const,
        providerSessionId: `cs_demo_donation_${index + 1}`,
        userId: donor.id,
        purpose: 'donation' as const,
        groupId: groupOf(gift.slug),
        amountCents: gift.amountCents,
        status: gift.status,
        createdAt: on,
        completedAt: gift.status === 'complete' ? on : null,
      };
    }),
  );
}
