import { useState } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Typography } from '@trellis/ui/antd';
import type { RecommendedEntityType, RecommendedItem } from '@trellis/contracts';
import { RECOMMENDATION_MESSAGES } from '@trellis/contracts/messages';
import { recommendationEndpoints } from '@trellis/contracts/endpoints';
import { useCall } from '@trellis/platform/api-client';
import { crossAreaLink } from '@trellis/platform/navigation';
import { isSignedIn, useSession } from '@trellis/platform/session';

/** Two recommendations show before Show More. */
const SHOWN_FIRST = 2;

const PAGE_OF: Record<RecommendedEntityType, string> = {
  circle: '/circle/',
  event: '/event/',
  organization: '/org/',
  user: '/profile/',
  use_case: '/usecase/',
  ai_tool: '/ai-tool/',
  job: '/job/',
  resource: '/resource/',
};

// The panel shows on pages of every area, so each item opens its page through the platform's navigation.
function ItemLink({ item }: { item: RecommendedItem }) {
  return <a {...crossAreaLink(`${PAGE_OF[item.type]}${encodeURIComponent(item.slug)}`)}>{item.name}</a>;
}

/**
 * 'Recommendations for you' of one kind, for a signed-in member: each with its reason, 2 before Show More. On an item's
 * own page, `exclude` (its slug) keeps it out of its own recommendations.
 */
export function RecommendationsPanel({ entityType, exclude }: { entityType: RecommendedEntityType; exclude?: string }) {
  const signedIn = useSession(isSignedIn);
  const { data, error } = useCall(
    recommendationEndpoints.entities,
    signedIn ? { query: { entity_type: entityType, ...(exclude ? { exclude } : {}) } } : null,
  );
  const [expanded, setExpanded] = useState(false);
  if (!signedIn) return null;
  const items = data?.data ?? [];
  const shown = expanded ? items : items.slice(0, SHOWN_FIRST);
  return (
    <Card title="Recommendations for you" size="small">
      {error ? (
        <Alert type="error" showIcon title={RECOMMENDATION_MESSAGES.failed} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : items.length === 0 ? (
        <Typography.Text type="secondary">{RECOMMENDATION_MESSAGES.none}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
            {shown.map((item) => (
              <li key={`${item.type}-${item.id}`}>
                <Flex vertical gap={2}>
                  <ItemLink item={item} />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {item.reason}
                  </Typography.Text>
                </Flex>
              </li>
            ))}
          </ul>
          {items.length > SHOWN_FIRST ? (
            <Button type="link" style={{ alignSelf: 'flex-start', padding: 0 }} onClick={() => setExpanded((open) => !open)}>
              {expanded ? 'Show Less' : 'Show More'}
            </Button>
          ) : null}
        </Flex>
      )}
    </Card>
  );
}
