import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { GroupCard } from '@trellis/shared/contracts';
import { InitialsAvatar } from '@trellis/shared/ui';
import { plainText } from '../../text/plainText.ts';
import { OrganizationFacts, TopicChips } from './OrganizationFacts.tsx';

const TOPICS_ON_CARD = 2;

/** One organization in the list; its name links to the organization page. */
export function OrganizationCard({ organization }: { organization: GroupCard }) {
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
        {description ? (
          <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
            {description}
          </Typography.Paragraph>
        ) : null}
        <TopicChips topics={organization.topics_detailed} shown={TOPICS_ON_CARD} />
      </Flex>
    </Card>
  );
}
