import { BulbOutlined, LikeOutlined } from '@trellis/ui/icons';
import { Card, Flex, Typography, theme } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { useState, type CSSProperties } from 'react';
import { Link } from '@trellis/ui/router';
import type { UseCaseCard as UseCaseSummary } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';

/** Cards show 2 topic chips. */
const TOPIC_CHIPS = 2;

const COVER: CSSProperties = { aspectRatio: '16 / 9', width: '100%' };

const TWO_LINES: CSSProperties = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
};

/** Option values arrive as stored ('very_high'); cards show them as words ('Very high'). */
export function optionLabel(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One use case in the grid; the whole card links to its page. */
export function UseCaseCard({ useCase }: { useCase: UseCaseSummary }) {
  const { token } = theme.useToken();
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const cover =
    useCase.thumbnail_image && !thumbnailFailed ? (
      <img
        src={useCase.thumbnail_image}
        alt=""
        loading="lazy"
        style={{ ...COVER, objectFit: 'cover', display: 'block' }}
        onError={() => setThumbnailFailed(true)}
      />
    ) : (
      // The card's cover slot makes its child a block, so the centring lives one level down.
      <div style={{ ...COVER, background: token.colorFillTertiary }}>
        <Flex align="center" justify="center" style={{ height: '100%' }}>
          <BulbOutlined aria-hidden style={{ fontSize: 40, color: token.colorTextQuaternary }} />
        </Flex>
      </div>
    );

  return (
    <Link to={`/usecase/${encodeURIComponent(useCase.slug)}`} style={{ display: 'block', height: '100%' }}>
      <Card hoverable cover={cover} style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}>
        <Typography.Title level={3} style={{ fontSize: token.fontSizeLG, margin: 0, ...TWO_LINES }}>
          {useCase.title}
        </Typography.Title>
        {useCase.topics_detailed.length > 0 ? (
          <Flex wrap gap={4}>
            {useCase.topics_detailed.slice(0, TOPIC_CHIPS).map((topic) => (
              <Tag key={topic.id} style={{ marginInlineEnd: 0 }}>
                {topic.name}
              </Tag>
            ))}
          </Flex>
        ) : null}
        <Flex wrap gap={4}>
          {useCase.business_value ? (
            <Tag color="green" style={{ marginInlineEnd: 0 }}>
              {MESSAGES.useCases.businessValue}: {optionLabel(useCase.business_value)}
            </Tag>
          ) : null}
          {useCase.complexity ? (
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {MESSAGES.useCases.complexity}: {optionLabel(useCase.complexity)}
            </Tag>
          ) : null}
        </Flex>
        <Flex gap={6} align="center" style={{ marginTop: 'auto', color: token.colorTextSecondary }}>
          <LikeOutlined aria-label="Vote score" />
          <span>{useCase.vote_score}</span>
        </Flex>
      </Card>
    </Link>
  );
}
