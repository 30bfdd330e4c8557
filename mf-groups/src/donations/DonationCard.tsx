import { Alert, Button, Card, Flex, Typography } from '@trellis/ui/antd';
import { useState } from 'react';
import { formatDonationAmount, type CommerceDonationDetails } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { formErrorMessage } from '@trellis/platform/api-client';
import { crossAreaLink, loginUrl } from '@trellis/platform/navigation';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { startDonation } from './donationCalls.ts';

/**
 * An organization's donation: what it funds and its amount. Donate opens the checkout; a visitor signs in first and
 * comes back to the organization's Donate page.
 */
export function DonationCard({ donation, organizationPath }: { donation: CommerceDonationDetails; organizationPath: string }) {
  const signedIn = useSession(isSignedIn);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function donate() {
    setBusy(true);
    setError(null);
    try {
      window.location.assign(await startDonation(donation.stripe_price_id));
    } catch (failure) {
      setError(formErrorMessage(failure, 'Could not start your donation. Try again later.'));
      setBusy(false);
    }
  }

  return (
    <Card
      title={
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {donation.name}
        </Typography.Title>
      }
    >
      <Flex vertical gap={12} align="start">
        {donation.description ? <Typography.Paragraph style={{ margin: 0 }}>{donation.description}</Typography.Paragraph> : null}
        <Typography.Text strong style={{ fontSize: 20 }} aria-label={`Donation amount ${formatDonationAmount(donation.price)}`}>
          {formatDonationAmount(donation.price)}
        </Typography.Text>
        {error ? <Alert type="error" showIcon title={error} /> : null}
        {signedIn ? (
          <Flex gap={12} align="center" wrap>
            <Button type="primary" loading={busy} onClick={donate}>
              {MESSAGES.membership.donate}
            </Button>
            <Typography.Link {...crossAreaLink('/payment/donations')}>Your past donations</Typography.Link>
          </Flex>
        ) : (
          <Button type="primary" {...crossAreaLink(loginUrl(`${organizationPath}/donate`))}>
            {MESSAGES.membership.donate}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
