import { Alert, App, Button, Card, Flex, Result, Typography } from '@trellis/ui/antd';
import { Tabs } from '@trellis/ui/antd/display';
import { Tag } from '@trellis/ui/antd/frame';
import { useState } from 'react';
import { CalendarOutlined, ClockCircleOutlined, EditOutlined, TeamOutlined } from '@trellis/ui/icons';
import { Link, useLocation, useNavigate, useParams } from '@trellis/ui/router';
import { call, formErrorMessage } from '@trellis/platform/api-client';
import { isSignedIn, useSession } from '@trellis/platform/session';
import type { GroupDetail } from '@trellis/contracts';
import { groupEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { FollowButton, InitialsAvatar, PageSkeleton, saveFile } from '@trellis/ui';
import { MembersManager } from '@trellis/ui/members';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { TextSection } from '../../text/TextSection.tsx';
import { GroupResources } from '../../group-resources/GroupResources.tsx';
import { ContactOrganizersButton } from '../../group-contact/ContactOrganizersButton.tsx';
import { InvitePeopleButton } from '../../members/InvitePeopleButton.tsx';
import { ClassroomSyncButton } from '../../google-classroom/ClassroomSyncButton.tsx';
import { dateRange, lifecycleLabel, priceLabel } from '../../program-cards/programFacts.ts';
import { PostFeed } from '../../posts/PostFeed.tsx';
import { MembershipActions } from './MembershipActions.tsx';
import { postingNote } from './programPosting.ts';
import { useCircle } from './usePrograms.ts';

function Overview({ circle }: { circle: GroupDetail }) {
  return (
    <Flex vertical gap={16}>
      <TextSection title="About" text={circle.description} />
      <TextSection title="Objective" text={circle.objective} />
      <TextSection title="Member requirements" text={circle.member_requirements} />
      {circle.paid_features.length ? (
        <Flex vertical gap={4}>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            What you get
          </Typography.Title>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {circle.paid_features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </Flex>
      ) : null}
    </Flex>
  );
}

/** The circle's or event's dates as an .ics file for the member's calendar app. */
function CalendarButton({ circle }: { circle: GroupDetail }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (!circle.start_date || !circle.end_date) return null;
  async function download() {
    setBusy(true);
    try {
      saveFile(await call(groupEndpoints.calendar, { params: { id: circle.id } }), `${circle.name_slug}.ics`);
    } catch (error) {
      message.error(formErrorMessage(error, MESSAGES.common.couldNotCompleteRequest));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button icon={<CalendarOutlined />} loading={busy} onClick={() => void download()}>
      Add to calendar
    </Button>
  );
}

function EditButton({ circle }: { circle: GroupDetail }) {
  const navigate = useNavigate();
  return (
    <Button icon={<EditOutlined />} onClick={() => navigate(`/${circle.group_type}/${circle.name_slug}/edit`)}>
      Edit
    </Button>
  );
}

function CircleHeader({ circle, onChanged }: { circle: GroupDetail; onChanged(): Promise<unknown> }) {
  const dates = dateRange(circle.start_date, circle.end_date);
  const applications = dateRange(circle.application_open_date, circle.application_close_date);
  return (
    <Card cover={circle.cover_image ? <img alt="" src={circle.cover_image} style={{ maxHeight: 240, objectFit: 'cover' }} /> : undefined}>
      <Flex wrap gap={16} align="center">
        <InitialsAvatar name={circle.name} src={circle.logo} shape="square" size={72} />
        <Flex vertical gap={8} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {circle.name}
          </Typography.Title>
          <Flex wrap gap={8}>
            {circle.lifecycle ? <Tag color="blue">{lifecycleLabel(circle.lifecycle)}</Tag> : null}
            <Tag>{priceLabel(circle.price)}</Tag>
          </Flex>
          <Flex wrap gap={12}>
            {dates ? (
              <Typography.Text type="secondary">
                <CalendarOutlined aria-hidden /> {dates}
              </Typography.Text>
            ) : null}
            {applications ? (
              <Typography.Text type="secondary">
                <ClockCircleOutlined aria-hidden /> Applications: {applications}
              </Typography.Text>
            ) : null}
            <Typography.Text type="secondary">
              <TeamOutlined aria-hidden /> {circle.total_members} {circle.total_members === 1 ? 'Member' : 'Members'}
            </Typography.Text>
          </Flex>
          {circle.is_admin && circle.pending_members_count ? (
            <Link to={`/${circle.group_type}/${circle.name_slug}/people?status=pending`}>
              {circle.pending_members_count} pending {circle.pending_members_count === 1 ? 'request' : 'requests'}
            </Link>
          ) : null}
        </Flex>
        <Flex wrap gap={8}>
          <MembershipActions group={circle} onChanged={onChanged} />
          {/* Following is for those outside the group: not members, or refused ones. */}
          {circle.membership_status === null || circle.membership_status === 'rejected' ? (
            <FollowButton
              key={String(circle.followed)}
              type={circle.group_type}
              id={circle.id}
              following={circle.followed}
              followsOnReturn
            />
          ) : null}
          <CalendarButton circle={circle} />
          <ContactOrganizersButton group={circle} />
          <InvitePeopleButton group={circle} />
          {circle.is_admin ? <EditButton circle={circle} /> : null}
          <ClassroomSyncButton circle={circle} onSynced={onChanged} />
        </Flex>
      </Flex>
    </Card>
  );
}

/** The group's posts for everyone who may see them; Share Something for those who may post, a note for the others. */
function ProgramPosts({ circle }: { circle: GroupDetail }) {
  const signedIn = useSession(isSignedIn);
  const kind = circle.group_type === 'event' ? 'event' : 'circle';
  return (
    <PostFeed
      groupId={circle.id}
      heading="Posts"
      headingId="program-posts-heading"
      intro={`News and notes from the ${kind}'s members.`}
      cannotPostNote={postingNote(circle, signedIn)}
    />
  );
}

/** The tabs whose path ends in their name; Overview is the page's own path. */
const NAMED_TABS = ['people', 'resources', 'posts'] as const;

/**
 * /circle/{slug} and /event/{slug} (and their /people and /posts, and a circle's /resources): the header, Overview,
 * People for administrators, a circle's Resources for its members, and Posts for everyone who may see the group.
 */
export function ProgramPage() {
  const { slug = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { data, error, mutate } = useCircle(slug);

  if (!data) {
    if (error?.status === 404) return <Result status="404" title={MESSAGES.groupMembership.groupNotFound} />;
    if (error) return <Alert type="error" showIcon title={error.message} />;
    return <PageSkeleton />;
  }

  const base = `/${data.group_type}/${data.name_slug}`;
  // An external event lives elsewhere: its page has no tabs.
  if (data.extra_info.is_external) {
    return (
      <Flex vertical gap={16} style={{ padding: '16px 0' }}>
        <CircleHeader circle={data} onChanged={mutate} />
        <Card>
          <Overview circle={data} />
        </Card>
      </Flex>
    );
  }
  // A circle's resources are for its members and administrators.
  const showResources = data.group_type === 'circle' && (data.membership_status === 'accepted' || data.is_admin);
  const items = [{ key: 'overview', label: 'Overview', children: <Overview circle={data} /> }];
  if (data.is_admin)
    items.push({
      key: 'people',
      label: 'People',
      children: <MembersManager group={data} pageSize={PAGE_SIZES.members} onDecided={mutate} />,
    });
  if (showResources) {
    const canContribute = data.membership_status === 'accepted';
    items.push({ key: 'resources', label: 'Resources', children: <GroupResources group={data} canContribute={canContribute} /> });
  }
  items.push({ key: 'posts', label: 'Posts', children: <ProgramPosts circle={data} /> });
  const asked = NAMED_TABS.find((name) => pathname.endsWith(`/${name}`));
  const tab = asked && items.some((item) => item.key === asked) ? asked : 'overview';
  const pathOfTab = (key: string) => (key === 'people' ? `${base}/people${search}` : key === 'overview' ? base : `${base}/${key}`);

  return (
    <Flex vertical gap={16} style={{ padding: '16px 0' }}>
      <CircleHeader circle={data} onChanged={mutate} />
      <Card>
        <Tabs activeKey={tab} onChange={(key) => navigate(pathOfTab(key))} items={items} />
      </Card>
    </Flex>
  );
}
