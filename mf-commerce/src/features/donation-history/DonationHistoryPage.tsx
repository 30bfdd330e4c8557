import { Alert, Flex, Typography } from '@trellis/ui/antd';
import type { TableColumnsType } from '@trellis/ui/antd/display';
import { DONATION_MESSAGES, type MemberDonation } from '@trellis/contracts';
import { crossAreaLink } from '@trellis/platform/navigation';
import { DonationTable, usePageInAddress } from '@trellis/ui';
import { useMyDonations } from './useMyDonations.ts';

const ORGANIZATION = {
  key: 'organization',
  title: 'Organization',
  render: (_, { organization }) =>
    organization ? (
      <Typography.Link {...crossAreaLink(`/org/${organization.name_slug}`)}>{organization.name}</Typography.Link>
    ) : (
      'An organization that has closed'
    ),
} satisfies TableColumnsType<MemberDonation>[number];

/**
 * /payment/donations: the member's own donations, newest first, 10 a page (the page is in `?page`), each with its
 * date, organization, amount and whether it went through.
 */
export function DonationHistoryPage() {
  const { page, goToPage } = usePageInAddress();
  const { data, error, isValidating } = useMyDonations(page);

  return (
    <Flex vertical gap={16} component="section" aria-labelledby="donation-history-heading" style={{ padding: '16px 0' }}>
      <Typography.Title id="donation-history-heading" level={2} style={{ margin: 0 }}>
        Your donations
      </Typography.Title>
      {error ? (
        <Alert type="error" showIcon title="Could not load your donations." description={error.message} />
      ) : (
        <DonationTable<MemberDonation>
          label="Your donations"
          party={ORGANIZATION}
          list={data}
          loading={!data || isValidating}
          page={page}
          onPage={goToPage}
          emptyText={DONATION_MESSAGES.noDonationsYet}
        />
      )}
    </Flex>
  );
}
