import { Button, Card, Flex, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { CalendarOutlined, EnvironmentOutlined, TeamOutlined } from '@trellis/ui/icons';
import { memo, useState } from 'react';
import { Link } from '@trellis/ui/router';
import type { ProgramCard } from '@trellis/contracts';
import { InitialsAvatar } from '@trellis/ui';
import { FEATURES_ON_CARD, TOPICS_ON_CARD, dateRange, hasLimitedSeats, lifecycleLabel, priceLabel } from './programFacts.ts';

/** The paid features: the first three, then 'Show more features' reveals the rest. */
function PaidFeatures({ features }: { features: string[] }) {
  const [all, setAll] = useState(false);
  if (features.length === 0) return null;
  const shown = all ? features : features.slice(0, FEATURES_ON_CARD);
  return (
    <Flex vertical gap={4}>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {shown.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {features.length > FEATURES_ON_CARD && !all ? (
        <Button type="link" size="small" style={{ padding: 0, alignSelf: 'flex-start' }} onClick={() => setAll(true)}>
          Show more features
        </Button>
      ) : null}
    </Flex>
  );
}

/** One circle or event in its list: its life-cycle stage, dates, two topics, country, price and paid features. */
export const ProgramTile = memo(function ProgramTile({ program: circle }: { program: ProgramCard }) {
  const dates = dateRange(circle.start_date, circle.end_date);
  return (
    <Card style={{ height: '100%' }}>
      <Flex vertical gap={12}>
        <Flex gap={12} align="center">
          <InitialsAvatar name={circle.name} src={circle.logo} shape="square" size={56} />
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
              <Link to={`/${circle.group_type}/${circle.name_slug}`}>{circle.name}</Link>
            </Typography.Title>
            <Flex wrap gap={8}>
              <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                {lifecycleLabel(circle.lifecycle)}
              </Tag>
              {hasLimitedSeats(circle) ? (
                <Tag color="gold" style={{ marginInlineEnd: 0 }}>
                  Limited Seats Available
                </Tag>
              ) : null}
            </Flex>
          </Flex>
        </Flex>
        <Flex wrap gap={12}>
          {dates ? (
            <Typography.Text type="secondary">
              <CalendarOutlined aria-hidden /> {dates}
            </Typography.Text>
          ) : null}
          {circle.country ? (
            <Typography.Text type="secondary">
              <EnvironmentOutlined aria-hidden /> {circle.country}
            </Typography.Text>
          ) : null}
          <Typography.Text type="secondary">
            <TeamOutlined aria-hidden /> {circle.total_members} {circle.total_members === 1 ? 'Member' : 'Members'}
          </Typography.Text>
        </Flex>
        {circle.topics_detailed.length ? (
          <Flex wrap gap={8}>
            {circle.topics_detailed.slice(0, TOPICS_ON_CARD).map((topic) => (
              <Tag key={topic.id} style={{ marginInlineEnd: 0 }}>
                {topic.name}
              </Tag>
            ))}
          </Flex>
        ) : null}
        <Typography.Text strong>{priceLabel(circle.price)}</Typography.Text>
        <PaidFeatures features={circle.paid_features} />
      </Flex>
    </Card>
  );
});
