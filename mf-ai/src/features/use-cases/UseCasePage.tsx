import { Alert, Button, Card, Col, Flex, Modal, Result, Row, Typography, theme } from '@trellis/ui/antd';
import { Dropdown, Popover, Tag } from '@trellis/ui/antd/frame';
import { BulbOutlined, EditOutlined, FilePdfOutlined, MoreOutlined, RobotOutlined } from '@trellis/ui/icons';
import { Link, useNavigate, useParams } from '@trellis/ui/router';
import { useState, type CSSProperties } from 'react';
import { AI_MESSAGES, USE_CASE_MESSAGES, type UseCaseDetail } from '@trellis/contracts';
import { CurationVerdict, PageSkeleton, RecommendationsPanel } from '@trellis/ui';
import { FavouriteButton } from '../../engagement/FavouriteButton.tsx';
import { useRightPanelElement } from '../../right-panel/RightPanelPortal.tsx';
import { VoteControl } from '../../engagement/VoteControl.tsx';
import { UseCaseFacts } from './UseCaseFacts.tsx';
import { useUseCase } from './useUseCase.ts';

/** The banner shows 2 topic chips. */
const TOPIC_CHIPS = 2;

const SECTION_TITLE: CSSProperties = { fontSize: 18, margin: 0 };

function TextBlock({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <Flex vertical gap={4}>
      <Typography.Title level={2} style={SECTION_TITLE}>
        {title}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>{text}</Typography.Paragraph>
    </Flex>
  );
}

/** The AI tools the use case works with, each linking to its page. */
function AiToolCards({ tools }: { tools: UseCaseDetail['ai_tools'] }) {
  const { token } = theme.useToken();
  if (!tools.length) return null;
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={SECTION_TITLE}>
        AI Tools
      </Typography.Title>
      <Row gutter={[12, 12]}>
        {tools.map((tool) => (
          <Col key={tool.id} xs={24} sm={12}>
            <Link to={`/ai-tool/${encodeURIComponent(tool.slug)}`} style={{ display: 'block', height: '100%' }}>
              <Card hoverable size="small" style={{ height: '100%' }}>
                <Flex gap={12} align="center">
                  {tool.logo ? (
                    <img src={tool.logo} alt="" width={40} height={40} style={{ objectFit: 'contain', borderRadius: 8 }} />
                  ) : (
                    <RobotOutlined aria-hidden style={{ fontSize: 28, color: token.colorTextTertiary }} />
                  )}
                  <Typography.Text strong>{tool.name}</Typography.Text>
                </Flex>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}

/** The banner: thumbnail, title, topic chips and the vote. */
function Banner({ useCase }: { useCase: UseCaseDetail }) {
  const { token } = theme.useToken();
  return (
    <Card styles={{ body: { padding: 0 } }} style={{ overflow: 'hidden' }}>
      <Flex wrap>
        <div style={{ flex: '1 1 240px', maxWidth: 360, aspectRatio: '16 / 9', background: token.colorFillTertiary }}>
          {useCase.thumbnail_image ? (
            <img src={useCase.thumbnail_image} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          ) : (
            <Flex align="center" justify="center" style={{ height: '100%' }}>
              <BulbOutlined aria-hidden style={{ fontSize: 48, color: token.colorTextQuaternary }} />
            </Flex>
          )}
        </div>
        <Flex vertical gap={12} style={{ flex: '2 1 280px', padding: 20 }}>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {useCase.title}
          </Typography.Title>
          {useCase.topics_detailed.length ? (
            <Flex wrap gap={4}>
              {useCase.topics_detailed.slice(0, TOPIC_CHIPS).map((topic) => (
                <Tag key={topic.id} color="blue" style={{ marginInlineEnd: 0 }}>
                  {topic.name}
                </Tag>
              ))}
            </Flex>
          ) : null}
          {useCase.status !== 'approved' ? <Alert type="info" showIcon title={`This use case is ${useCase.status}.`} /> : null}
          <VoteControl
            key={useCase.id}
            contentType="usecase"
            objectId={useCase.id}
            score={useCase.vote_score}
            userVote={useCase.user_vote_type}
          />
        </Flex>
      </Flex>
    </Card>
  );
}

/** A video file (an uploaded MP4) rather than another site's player page. */
const isVideoFile = (url: string) => /\.mp4$/i.test(url.split(/[?#]/)[0]!);

/** The video in a dialog: an uploaded file in the browser's player, another site's video in its embedded player. */
function VideoButton({ url, title }: { url: string; title: string }) {
  const [open, setOpen] = useState(false);
  if (isVideoFile(url)) {
    return (
      <>
        <Button onClick={() => setOpen(true)}>Video</Button>
        <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={title} width={800} destroyOnHidden>
          <video src={url} controls preload="metadata" aria-label={`Video: ${title}`} style={{ width: '100%', display: 'block' }} />
        </Modal>
      </>
    );
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>Video</Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={title} width={800} destroyOnHidden>
        <iframe
          src={url}
          title={`Video: ${title}`}
          style={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
          allow="encrypted-media; picture-in-picture; fullscreen"
          sandbox="allow-scripts allow-same-origin allow-presentation"
        />
      </Modal>
    </>
  );
}

/** The curation agent's review, for the use case's moderators. */
function AgentReviewButton({ review }: { review: NonNullable<UseCaseDetail['agent_review']> }) {
  return (
    <Popover trigger="click" title="Agent review" content={<CurationVerdict review={review} detailed />}>
      <Button icon={<RobotOutlined aria-hidden />}>Agent review</Button>
    </Popover>
  );
}

/** The edit menu, for the use case's author and staff. */
function EditMenu({ slug }: { slug: string }) {
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [{ key: 'edit', icon: <EditOutlined aria-hidden />, label: USE_CASE_MESSAGES.editTitle }],
        onClick: () => navigate(`/usecase/${encodeURIComponent(slug)}/edit`),
      }}
    >
      <Button icon={<MoreOutlined aria-hidden />} aria-label="Use case actions" />
    </Dropdown>
  );
}

/** /usecase/{slug}: the use case, its vote and favourite, what it is and why it matters, and its AI tools. */
export function UseCasePage() {
  const { slug = '' } = useParams();
  const { data: useCase, error } = useUseCase(slug);
  const panel = useRightPanelElement();

  if (!useCase) {
    if (error?.status === 404) return <Result status="404" title={AI_MESSAGES.pageNotFound} />;
    if (error) return <Alert type="error" showIcon title={error.message} />;
    return <PageSkeleton />;
  }

  return (
    <Flex vertical gap={16} style={{ padding: 16 }}>
      <Banner useCase={useCase} />
      <Flex wrap gap={8}>
        <FavouriteButton key={useCase.id} type="use_case" id={useCase.id} bookmarked={useCase.is_bookmarked} />
        {useCase.document ? (
          <Button icon={<FilePdfOutlined aria-hidden />} href={useCase.document} target="_blank" rel="noopener noreferrer">
            Document
          </Button>
        ) : null}
        {useCase.video_link ? <VideoButton url={useCase.video_link} title={useCase.title} /> : null}
        {useCase.agent_review ? <AgentReviewButton review={useCase.agent_review} /> : null}
        {useCase.can_edit ? <EditMenu slug={useCase.slug} /> : null}
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card>
            <Flex vertical gap={20}>
              <TextBlock title="Description" text={useCase.description} />
              <TextBlock title="Why this is important" text={useCase.reason} />
              <AiToolCards tools={useCase.ai_tools} />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <UseCaseFacts useCase={useCase} />
            {/* From the lg breakpoint the layout's right panel holds these recommendations. */}
            {!panel && <RecommendationsPanel entityType="use_case" exclude={slug} />}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
