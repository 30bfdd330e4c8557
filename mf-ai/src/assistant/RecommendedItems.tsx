import { useState } from 'react';
import type { AssistantRecommendation } from '@trellis/contracts';
import { ASSISTANT } from '@trellis/contracts/constants';
import { crossAreaLink } from '@trellis/platform/navigation';
import { Button, Card, Flex, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';

const TYPE_LABELS: Record<AssistantRecommendation['type'], string> = {
  resource: 'Resource',
  external_resource: 'Resource',
  user: 'Person',
  event: 'Event',
  circle: 'Circle',
  organization: 'Organization',
  job: 'Job',
  use_case: 'Use case',
  ai_tool: 'AI tool',
};

/** The items an answer recommends, two shown until the member asks for the rest; each opens its page. */
export function RecommendedItems({ items }: { items: AssistantRecommendation[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, ASSISTANT.itemsShownInline);
  return (
    <section aria-label="Recommended for you">
      <Typography.Text strong>Recommended for you</Typography.Text>
      <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0', display: 'grid', gap: 8 }}>
        {shown.map((item) => (
          <li key={`${item.type}-${item.id}`}>
            <Card size="small">
              <Flex vertical gap={4}>
                <Flex gap={8} align="center" wrap>
                  <Tag>{TYPE_LABELS[item.type]}</Tag>
                  <Typography.Link strong {...crossAreaLink(item.source)}>
                    {item.name}
                  </Typography.Link>
                </Flex>
                <Typography.Text type="secondary">{item.reason}</Typography.Text>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
      {items.length > ASSISTANT.itemsShownInline && (
        <Button type="link" onClick={() => setAll(!all)} style={{ paddingInline: 0 }}>
          {all ? 'Show Less' : `Show More (${items.length - ASSISTANT.itemsShownInline})`}
        </Button>
      )}
    </section>
  );
}
