import { Alert, Flex, Typography } from '@trellis/ui/antd';
import { Table, type TableColumnsType } from '@trellis/ui/antd/display';
import { useSearchParams } from '@trellis/ui/router';
import { DONATION_MESSAGES, type MemberDonation } from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { crossAreaLink } from '@trellis/platform/navigation';
import { donationColumns, EmptyState, pageFromQuery, ScrollRegion } from '@trellis/ui';
import { useMyDonations } from './useMyDonations.ts';

const { date, amount, status } = donationColumns<MemberDonation>();
const COLUMNS: TableColumnsType<MemberDonation> = [
  date,
  {
    key: 'organization',
    title: 'Organization',
    render: (_, { organization }) =>
      organization ? (
        <Typography.Link {...crossAreaLink(`/org/${organization.name_slug}`)}>{organization.name}</Typography.Link>
      ) : (
        'An organization that has closed'
      ),
  },
  amount,
  status,
];

/**
 * /payment/donations: the member's own donations, newest first, 10 a page (the page is in `?page`), each with its
 * date, organization, amount and whether it went through.
 */
export function DonationHistoryPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const { data, error, isValidating } = useMyDonations(page);
  const goToPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  return (
    <Flex vertical gap={16} component="section" aria-labelledby="donation-history-heading" style={{ padding: '16px 0' }}>
      <Typography.Title id="donation-history-heading" level={2} style={{ margin: 0 }}>
        Your donations
      </Typography.Title>
      {error ? (
        <Alert type="error" showIcon title="Could not load your donations." description={error.message} />
      ) : (
        <ScrollRegion label="Your donations">
          <Table<MemberDonation>
            rowKey="id"
            size="middle"
            style={{ minWidth: 480 }}
            columns={COLUMNS}
            dataSource={data?.data ?? []}
            loading={!data || isValidating}
            locale={{ emptyText: <EmptyState description={DONATION_MESSAGES.noDonationsYet} /> }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZES.donations,
              total: data?.pagination.count ?? 0,
              hideOnSinglePage: true,
              showSizeChanger: false,
              onChange: goToPage,
            }}
          />
        </ScrollRegion>
      )}
    </Flex>
  );
}
