import { Alert, Col, Flex, Row, Typography } from '@trellis/ui/antd';
import { Segmented } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { SUBSCRIPTION_TIERS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { CardGridSkeleton, EmptyState } from '@trellis/ui';
import { PlanCard } from './PlanCard.tsx';
import { CHECKOUT_NOTE_ID, PlanActionButton } from './PlanActionButton.tsx';
import { byTier, DEFAULT_INTERVAL, INTERVAL_OPTIONS, type BillingInterval } from './planDisplay.ts';
import { useSubscriptionPlans } from './useSubscriptionPlans.ts';

const HEADING_ID = 'membership-plans-heading';

/** /membership and /pricing: the plans, priced for the chosen billing period. */
export function MembershipPlansPage() {
  const [interval, setBillingInterval] = useState<BillingInterval>(DEFAULT_INTERVAL);
  const { data, error, isLoading } = useSubscriptionPlans();
  const signedIn = useSession(isSignedIn);

  // Members with an active or institutional subscription get 'Active Membership' (their
  // billing card) above 'Other Membership Plans' instead of this heading. That variant is rendered here once GET /subscription-detail/ is available.
  const heading = MESSAGES.membership.choosePlanHeading;

  let body;
  if (error) {
    body = <Alert type="error" showIcon title={MESSAGES.common.couldNotFetchItems} description={error.message} />;
  } else if (isLoading || !data) {
    body = <CardGridSkeleton count={SUBSCRIPTION_TIERS.length} />;
  } else if (data.data.length === 0) {
    body = <EmptyState description="No membership plans are available." />;
  } else {
    body = (
      <Row gutter={[16, 16]} justify="center">
        {byTier(data.data).map((plan) => (
          <Col key={plan.id} xs={24} sm={12} xl={6}>
            <PlanCard plan={plan} interval={interval} action={<PlanActionButton plan={plan} />} />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <section aria-labelledby={HEADING_ID}>
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
        <Typography.Title id={HEADING_ID} level={2} style={{ margin: 0 }}>
          {heading}
        </Typography.Title>
        <Segmented<BillingInterval> aria-label="Billing period" options={INTERVAL_OPTIONS} value={interval} onChange={setBillingInterval} />
      </Flex>
      {signedIn ? (
        <Alert
          id={CHECKOUT_NOTE_ID}
          type="info"
          showIcon
          title="Changing plans online is not available yet."
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {body}
    </section>
  );
}
