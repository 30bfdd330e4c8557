import { CheckOutlined, CloseOutlined } from '@trellis/ui/icons';
import { Card, Flex, Typography, theme } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import type { ReactNode } from 'react';
import type { SubscriptionPlan } from '@trellis/contracts';
import { discountedPrice } from './billingDisplay.ts';
import { formatDollars, planTitle, priceFor, priceLabel, type BillingInterval } from './planDisplay.ts';

type Props = {
  plan: SubscriptionPlan;
  interval: BillingInterval;
  action: ReactNode;
  /** The declared discounts that apply to this plan. */ percentOff?: number;
};

/** One plan: name, description, the price of the chosen billing period, trial, features and its action. */
export function PlanCard({ plan, interval, action, percentOff = 0 }: Props) {
  const { token } = theme.useToken();
  const titleId = `plan-${plan.id}-title`;
  const price = priceLabel(plan, interval);
  const discounted = price.kind === 'priced' ? discountedPrice(priceFor(plan, interval)!.price, percentOff) : null;

  return (
    <Card
      aria-labelledby={titleId}
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 16, height: '100%' } }}
    >
      <div>
        <Typography.Title id={titleId} level={3} style={{ marginTop: 0 }}>
          {planTitle(plan)}
        </Typography.Title>
        {plan.description ? (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {plan.description}
          </Typography.Paragraph>
        ) : null}
      </div>

      <Flex vertical gap={4} role="group" aria-label="Price">
        {price.kind === 'unavailable' ? (
          <Typography.Text type="secondary">{price.text}</Typography.Text>
        ) : (
          <Flex align="baseline" gap={4} wrap>
            <Typography.Text strong style={{ fontSize: token.fontSizeHeading2 }}>
              {price.text}
            </Typography.Text>
            {price.kind === 'priced' ? <Typography.Text type="secondary">{price.per}</Typography.Text> : null}
          </Flex>
        )}
        {discounted !== null ? (
          <Typography.Text type="success">
            {formatDollars(discounted)} with your {percentOff}% discount
          </Typography.Text>
        ) : null}
        {price.kind === 'priced' && price.trial ? (
          <span>
            <Tag color="processing">{price.trial}</Tag>
          </span>
        ) : null}
      </Flex>

      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {plan.included_features.map((feature, index) => (
          <li key={`in-${index}`}>
            <Flex gap={8} align="baseline">
              <CheckOutlined aria-label="Included" style={{ color: token.colorSuccess }} />
              <Typography.Text>{feature}</Typography.Text>
            </Flex>
          </li>
        ))}
        {plan.excluded_features.map((feature, index) => (
          <li key={`out-${index}`}>
            <Flex gap={8} align="baseline">
              <CloseOutlined aria-label="Not included" style={{ color: token.colorTextQuaternary }} />
              <Typography.Text delete type="secondary">
                {feature}
              </Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>

      <div style={{ marginTop: 'auto' }}>{action}</div>
    </Card>
  );
}
