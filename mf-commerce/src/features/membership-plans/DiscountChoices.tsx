import { Flex, Typography } from '@trellis/ui/antd';
import { Checkbox } from '@trellis/ui/antd/fields';
import type { SubscriptionDiscount } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';

type Props = { discounts: SubscriptionDiscount[]; chosen: number[]; onChange: (ids: number[]) => void };

/** The discounts a member may declare; the chosen ones sum, capped at 100 percent, on the plans they apply to. */
export function DiscountChoices({ discounts, chosen, onChange }: Props) {
  if (discounts.length === 0) return null;
  return (
    <Flex vertical gap={4} role="group" aria-label="Discounts" style={{ marginBottom: 16 }}>
      {discounts.map((discount) => (
        <Checkbox
          key={discount.id}
          checked={chosen.includes(discount.id)}
          onChange={(event) => onChange(event.target.checked ? [...chosen, discount.id] : chosen.filter((id) => id !== discount.id))}
        >
          {MESSAGES.membership.eligibleFor(discount.name)}{' '}
          <Typography.Text type="secondary">
            ({discount.discount_percentage}% off{discount.description ? `, ${discount.description.toLowerCase()}` : ''})
          </Typography.Text>
        </Checkbox>
      ))}
    </Flex>
  );
}
