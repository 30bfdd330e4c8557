import { Alert, Button, Col, Flex, Modal, Result, Row, Typography } from '@trellis/ui/antd';
import { Segmented } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { totalDiscountPercent, type SubscriptionPlan } from '@trellis/contracts';
import { SUBSCRIPTION_TIERS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { reloadIdentity } from '@trellis/platform/api-client';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { CardGridSkeleton, EmptyState, ServerErrorAlert } from '@trellis/ui';
import { BillingCard } from './BillingCard.tsx';
import { isRunning, standingOf } from './billingDisplay.ts';
import { DiscountChoices } from './DiscountChoices.tsx';
import { useSubscriptionDetail } from './membershipCalls.ts';
import { MembershipCardButton } from './MembershipCardButton.tsx';
import { PlanActionButton } from './PlanActionButton.tsx';
import { PlanCard } from './PlanCard.tsx';
import { byTier, DEFAULT_INTERVAL, INTERVAL_OPTIONS, type BillingInterval } from './planDisplay.ts';
import { useSubscriptionPlans } from './useSubscriptionPlans.ts';

const HEADING_ID = 'membership-plans-heading';

/**
 * /membership and /pricing: the member's billing card under 'Active Membership' while a subscription runs or its
 * payment is pending, then the plans priced for the chosen billing period, each with its action.
 */
export function MembershipPlansPage() {
  const [interval, setBillingInterval] = useState<BillingInterval>(DEFAULT_INTERVAL);
  const [discountIds, setDiscountIds] = useState<number[]>([]);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const signedIn = useSession(isSignedIn);
  const identityTier = useSession((state) => state.identity?.user_subscription.applied_membership_tier ?? 0);
  const canMakeCard = useSession((state) => state.identity?.user_subscription.can_create_membership_card ?? false);
  const plans = useSubscriptionPlans();
  const detail = useSubscriptionDetail(signedIn);

  const active = signedIn && (isRunning(detail.data) || detail.data?.is_institutional_membership === true);
  // A first payment waiting for card confirmation shows its billing card, with Resolve Now, until it is confirmed.
  const pendingPayment = signedIn && detail.data?.payment_status === 'pending';
  const standing = signedIn ? standingOf(detail.data, identityTier) : null;
  const discounts = plans.data?.discounts ?? [];
  const chosen = discounts.filter((discount) => discountIds.includes(discount.id));
  const percentFor = (plan: SubscriptionPlan) =>
    totalDiscountPercent(
      chosen.filter((discount) => discount.subscription_tiers.includes(plan.subscription_tier)).map((d) => d.discount_percentage),
    );

  async function changed(sentence: string) {
    setActionError(null);
    await Promise.all([detail.mutate(), reloadIdentity()]);
    setConfirmation(sentence);
  }

  let body;
  const error = plans.error ?? detail.error;
  if (error) {
    body = <Alert type="error" showIcon title={MESSAGES.common.couldNotFetchItems} description={error.message} />;
  } else if (plans.isLoading || !plans.data || (signedIn && !detail.data)) {
    body = <CardGridSkeleton count={SUBSCRIPTION_TIERS.length} />;
  } else if (plans.data.data.length === 0) {
    body = <EmptyState description="No membership plans are available." />;
  } else {
    body = (
      <Row gutter={[16, 16]} justify="center">
        {byTier(plans.data.data).map((plan) => (
          <Col key={plan.id} xs={24} sm={12} xl={6}>
            <PlanCard
              plan={plan}
              interval={interval}
              percentOff={standing?.interval === null ? percentFor(plan) : 0}
              action={
                <PlanActionButton
                  plan={plan}
                  interval={interval}
                  standing={standing}
                  discountIds={chosen.filter((d) => d.subscription_tiers.includes(plan.subscription_tier)).map((d) => d.id)}
                  onChanged={changed}
                  onError={setActionError}
                />
              }
            />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <section aria-labelledby={HEADING_ID}>
      {(active || pendingPayment) && detail.data ? (
        <section aria-labelledby="active-membership-heading" style={{ marginBottom: 24 }}>
          <Typography.Title id="active-membership-heading" level={2}>
            {MESSAGES.membership.activeMembership}
          </Typography.Title>
          <Flex vertical gap={12}>
            <BillingCard detail={detail.data} onChanged={changed} />
            {canMakeCard ? <MembershipCardButton /> : null}
          </Flex>
        </section>
      ) : null}
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
        <Typography.Title id={HEADING_ID} level={2} style={{ margin: 0 }}>
          {active ? MESSAGES.membership.otherPlans : MESSAGES.membership.choosePlanHeading}
        </Typography.Title>
        <Segmented<BillingInterval> aria-label="Billing period" options={INTERVAL_OPTIONS} value={interval} onChange={setBillingInterval} />
      </Flex>
      {standing?.interval === null ? <DiscountChoices discounts={discounts} chosen={discountIds} onChange={setDiscountIds} /> : null}
      <ServerErrorAlert error={actionError} />
      {body}
      <Modal open={confirmation !== null} closable={false} footer={null} title={null}>
        <Result
          status="success"
          title={confirmation}
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              {MESSAGES.membership.continue}
            </Button>
          }
        />
      </Modal>
    </section>
  );
}
