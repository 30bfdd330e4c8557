import type { Database } from '../connection.ts';
import { groupDonations } from '../schema/index.ts';

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

/** The demo organizations' donations, for the donation cards on their pages. */
export async function seedDonationsDemo(tx: Tx, groupIds: Map<string, number>) {
  await tx.insert(groupDonations).values(
    DEMO_DONATIONS.map(({ slug, ...donation }) => {
      const groupId = groupIds.get(slug);
      if (groupId === undefined) throw new Error(`No demo organization ${slug} to take donations`);
      return { groupId, ...donation };
    }),
  );
}
