import { Alert, Flex, Typography } from '@trellis/ui/antd';
import type { TableColumnsType } from '@trellis/ui/antd/display';
import { useState } from 'react';
import { Link } from '@trellis/ui/router';
import { DONATION_MESSAGES, type ReceivedDonation } from '@trellis/contracts';
import { DonationTable } from '@trellis/ui';
import { useReceivedDonations } from './donationAdminCalls.ts';

const DONOR = {
  key: 'donor',
  title: 'Donor',
  render: (_, { donor }) => (donor.name_slug ? <Link to={`/profile/${donor.name_slug}`}>{donor.name}</Link> : donor.name),
} satisfies TableColumnsType<ReceivedDonation>[number];

/** The donations made to an organization, newest first, 10 a page, for its administrators. */
export function ReceivedDonations({ groupId }: { groupId: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isValidating } = useReceivedDonations(groupId, page);
  return (
    <Flex vertical gap={8} component="section" aria-labelledby="received-donations-heading">
      <Typography.Title id="received-donations-heading" level={4} style={{ fontSize: 16, margin: 0 }}>
        Donations received
      </Typography.Title>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error.status === 403 ? DONATION_MESSAGES.notAdministrator : 'Could not load the donations.'}
          description={error.status === 403 ? undefined : error.message}
        />
      ) : (
        <DonationTable<ReceivedDonation>
          label="Donations received"
          party={DONOR}
          list={data}
          loading={!data || isValidating}
          page={page}
          onPage={setPage}
          emptyText={DONATION_MESSAGES.noDonationsReceived}
        />
      )}
    </Flex>
  );
}
