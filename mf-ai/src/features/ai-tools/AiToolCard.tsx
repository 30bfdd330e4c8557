import { Card, Flex, Typography, theme } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { LikeOutlined, RobotOutlined } from '@trellis/ui/icons';
import { Link } from '@trellis/ui/router';
import type { AiTool } from '@trellis/contracts';
import { htmlToText } from './htmlToText.ts';

/** One tool in the grid; the whole card links to its page. */
export function AiToolCard({ tool }: { tool: AiTool }) {
  const { token } = theme.useToken();
  return (
    <Link to={`/ai-tool/${encodeURIComponent(tool.slug)}`} style={{ display: 'block', height: '100%' }}>
      <Card hoverable style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: '100%' } }}>
        <Flex gap={12} align="center">
          {tool.logo ? (
            <img src={tool.logo} alt="" width={48} height={48} style={{ objectFit: 'contain', borderRadius: 8 }} />
          ) : (
            <RobotOutlined aria-hidden style={{ fontSize: 36, color: token.colorTextTertiary }} />
          )}
          <Typography.Title level={3} style={{ fontSize: token.fontSizeLG, margin: 0 }}>
            {tool.name}
          </Typography.Title>
        </Flex>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
          {htmlToText(tool.description)}
        </Typography.Paragraph>
        {tool.categories.length ? (
          <Flex wrap gap={4}>
            {tool.categories.map((category) => (
              <Tag key={category} style={{ marginInlineEnd: 0 }}>
                {category}
              </Tag>
            ))}
          </Flex>
        ) : null}
        <Flex gap={6} align="center" style={{ marginTop: 'auto', color: token.colorTextSecondary }}>
          <LikeOutlined aria-label="Vote score" />
          <span>{tool.vote_score}</span>
        </Flex>
      </Card>
    </Link>
  );
}
