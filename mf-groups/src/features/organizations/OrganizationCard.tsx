import { Card, Flex, Typography } from '@trellis/ui/antd';
import { memo } from 'react';
import { Link } from '@trellis/ui/router';
import type { GroupCard } from '@trellis/contracts';
import { InitialsAvatar } from '@trellis/ui';
import { plainText } from '../../text/plainText.ts';
import { OrganizationFacts, TopicChips } from './OrganizationFacts.tsx';

const TOPICS_ON_CARD = 2;

/** Plain CSS truncation: nothing to measure, so a page of cards renders at once. */
const CLAMP_THREE_LINES = {
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/**
 * One organization in the list; its name links to the organization page.
 * Memoized: typing in the search box re-renders the page on every key, and the
 * cards only change when a new answer arrives.
 */
export const OrganizationCard = memo(function OrganizationCard({ organization }: { organization: GroupCard }) {
  const description = plainText(organization.description);
  return (
    <Card style={{ height: '100%' }}>
      <Flex vertical gap={12}>
        <Flex gap={12} align="center">
          <InitialsAvatar name={organization.name} src={organization.logo} shape="square" size={56} />
          <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
            {/* The card travels along, so the organization page can show it before the server answers. */}
            <Link to={`/org/${organization.name_slug}`} state={{ organization }}>
              {organization.name}
            </Link>
          </Typography.Title>
        </Flex>
        <OrganizationFacts organization={organization} />
        {description ? <Typography.Paragraph style={CLAMP_THREE_LINES}>{description}</Typography.Paragraph> : null}
        <TopicChips topics={organization.topics_detailed} shown={TOPICS_ON_CARD} />
      </Flex>
    </Card>
  );
});
