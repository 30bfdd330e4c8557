import { Card, Col, Flex, Row, Space, Typography } from '@trellis/ui/antd';
import { Progress } from '@trellis/ui/antd/display';
import { Tag } from '@trellis/ui/antd/frame';
import { EnvironmentOutlined, SafetyCertificateOutlined, TeamOutlined } from '@trellis/ui/icons';
import type { NamedItem } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { InitialsAvatar } from '@trellis/ui';
import { CareerEntryList } from '../../profile-data/CareerEntryList.tsx';
import { ProfileActions } from './ProfileActions.tsx';
import type { ProfileViewModel } from './profileViewModel.ts';

function emptyText(own: boolean, type: string) {
  return own ? MESSAGES.profile.noOwnItems(type) : MESSAGES.profile.noItems(type);
}

/** Card titles are headings, so screen-reader users can jump between sections. */
function sectionTitle(text: string) {
  return (
    <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
      {text}
    </Typography.Title>
  );
}

function Chips({ items, empty }: { items: NamedItem[]; empty: string }) {
  if (items.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Flex wrap gap={8}>
      {items.map((item) => (
        <Tag key={item.id} style={{ marginInlineEnd: 0 }}>
          {item.name}
        </Tag>
      ))}
    </Flex>
  );
}

/** A member's profile: identity card on the side (above on a phone), career details beside it. */
export function ProfileView({ profile }: { profile: ProfileViewModel }) {
  const { own } = profile;
  return (
    <Row gutter={[16, 16]} style={{ padding: '16px 0' }}>
      <Col xs={24} lg={8}>
        <Card>
          <Flex vertical align="center" gap={8} style={{ textAlign: 'center' }}>
            <InitialsAvatar name={profile.name} src={profile.picture} size={96} />
            <Typography.Title level={2} style={{ margin: 0 }}>
              {profile.name}
            </Typography.Title>
            {profile.headline ? <Typography.Text>{profile.headline}</Typography.Text> : null}
            <Space orientation="vertical" size={4}>
              {profile.place ? (
                <Typography.Text type="secondary">
                  <EnvironmentOutlined aria-hidden /> {profile.place}
                </Typography.Text>
              ) : null}
              {profile.organization ? (
                <Typography.Text type="secondary">
                  <TeamOutlined aria-hidden /> {profile.organization}
                </Typography.Text>
              ) : null}
            </Space>
            {profile.certified ? (
              <Tag color="gold" icon={<SafetyCertificateOutlined />}>
                Certified
              </Tag>
            ) : null}
            {own ? null : <ProfileActions userId={profile.userId} name={profile.name} following={profile.following} />}
          </Flex>
          {profile.completionPercent !== null ? (
            <div style={{ marginTop: 16 }}>
              <Typography.Text id="profile-completion-label">Profile completion</Typography.Text>
              <Progress percent={profile.completionPercent} aria-labelledby="profile-completion-label" />
            </div>
          ) : null}
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card title={sectionTitle('About')}>
            {profile.shortBio || profile.careerStory ? (
              <>
                {profile.shortBio ? <Typography.Paragraph>{profile.shortBio}</Typography.Paragraph> : null}
                {profile.careerStory ? (
                  <Typography.Paragraph ellipsis={{ rows: 4, expandable: true }}>{profile.careerStory}</Typography.Paragraph>
                ) : null}
              </>
            ) : (
              <Typography.Text type="secondary">{emptyText(own, 'bio')}</Typography.Text>
            )}
          </Card>
          <Card title={sectionTitle('Skills')}>
            <Chips items={profile.skills} empty={emptyText(own, 'skills')} />
          </Card>
          <Card title={sectionTitle('Topics')}>
            <Chips items={profile.topics} empty={emptyText(own, 'topics')} />
          </Card>
          <Card title={sectionTitle('Work experience')}>
            <CareerEntryList entries={profile.work} empty={emptyText(own, 'work experience')} />
          </Card>
          <Card title={sectionTitle('Education')}>
            <CareerEntryList entries={profile.education} empty={emptyText(own, 'education')} />
          </Card>
        </Space>
      </Col>
    </Row>
  );
}
