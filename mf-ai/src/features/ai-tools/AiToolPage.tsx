import { Alert, App, Button, Card, Flex, Result, Typography, theme } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { EditOutlined, GlobalOutlined, RobotOutlined, ShareAltOutlined } from '@trellis/ui/icons';
import { useParams } from '@trellis/ui/router';
import { useState } from 'react';
import { AI_MESSAGES, type AiTool } from '@trellis/contracts';
import { PageSkeleton, RecommendationsPanel } from '@trellis/ui';
import { FavouriteButton } from '../../engagement/FavouriteButton.tsx';
import { useRightPanelElement } from '../../right-panel/RightPanelPortal.tsx';
import { VoteControl } from '../../engagement/VoteControl.tsx';
import { AiToolFormModal } from './AiToolFormModal.tsx';
import { useAiTool } from './aiToolCalls.ts';

/** Copies the tool's address, or shows it when the browser cannot copy. */
function ShareButton({ tool }: { tool: AiTool }) {
  const { message } = App.useApp();
  const share = async () => {
    const url = `${window.location.origin}/ai-tool/${tool.slug}`;
    try {
      await navigator.clipboard.writeText(url);
      message.success('Link copied');
    } catch {
      message.info(url);
    }
  };
  return (
    <Button icon={<ShareAltOutlined aria-hidden />} onClick={share}>
      Share
    </Button>
  );
}

/** /ai-tool/{slug}: the tool, its vote, favourite and share, and Edit for its author and staff. */
export function AiToolPage() {
  const { slug = '' } = useParams();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const { data: tool, error, mutate } = useAiTool(slug);
  const [editing, setEditing] = useState(false);
  const panel = useRightPanelElement();

  if (!tool) {
    if (error?.status === 404) return <Result status="404" title={AI_MESSAGES.pageNotFound} />;
    if (error) return <Alert type="error" showIcon title={error.message} />;
    return <PageSkeleton />;
  }

  return (
    <Flex vertical gap={16} style={{ padding: 16, maxWidth: 960 }}>
      <Card>
        <Flex vertical gap={16}>
          <Flex gap={16} align="center" wrap>
            {tool.logo ? (
              <img src={tool.logo} alt="" width={72} height={72} style={{ objectFit: 'contain', borderRadius: 12 }} />
            ) : (
              <RobotOutlined aria-hidden style={{ fontSize: 56, color: token.colorTextTertiary }} />
            )}
            <Flex vertical gap={4} style={{ flex: 1, minWidth: 200 }}>
              <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
                {tool.name}
              </Typography.Title>
              {tool.group ? <Typography.Text type="secondary">{tool.group.name}</Typography.Text> : null}
            </Flex>
            <VoteControl key={tool.id} contentType="aitool" objectId={tool.id} score={tool.vote_score} userVote={tool.user_vote_type} />
          </Flex>
          {tool.status !== 'approved' ? <Alert type="info" showIcon title={`This AI tool is ${tool.status}.`} /> : null}
          <Flex wrap gap={8}>
            <FavouriteButton key={tool.id} type="ai_tool" id={tool.id} bookmarked={tool.is_bookmarked} />
            <ShareButton tool={tool} />
            {tool.website ? (
              <Button icon={<GlobalOutlined aria-hidden />} href={tool.website} target="_blank" rel="noopener noreferrer">
                Website
              </Button>
            ) : null}
            {tool.can_edit ? (
              <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
                Edit
              </Button>
            ) : null}
          </Flex>
          {tool.categories.length ? (
            <Flex wrap gap={4}>
              {tool.categories.map((category) => (
                <Tag key={category} color="blue" style={{ marginInlineEnd: 0 }}>
                  {category}
                </Tag>
              ))}
            </Flex>
          ) : null}
          <Flex vertical gap={4}>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              Description
            </Typography.Title>
            {/* The server keeps only formatting tags in a description, so it renders as written. */}
            <div className="ai-tool-description" dangerouslySetInnerHTML={{ __html: tool.description }} />
          </Flex>
          {tool.roles.length ? (
            <Flex vertical gap={4}>
              <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                Who it is for
              </Typography.Title>
              <Typography.Text>{tool.roles.join(', ')}</Typography.Text>
            </Flex>
          ) : null}
        </Flex>
      </Card>
      {/* From the lg breakpoint the layout's right panel holds these recommendations. */}
      {!panel && <RecommendationsPanel entityType="ai_tool" exclude={slug} />}
      {editing ? (
        <AiToolFormModal
          tool={tool}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            message.success(saved.message);
            void mutate(saved.ai_tool, { revalidate: false });
          }}
        />
      ) : null}
    </Flex>
  );
}
