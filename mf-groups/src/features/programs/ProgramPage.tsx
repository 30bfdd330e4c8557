import { Alert, App, Button, Card, Flex, Result, Typography } from '@trellis/ui/antd';
import { Tabs } from '@trellis/ui/antd/display';
import { Tag } from '@trellis/ui/antd/frame';
import { useState } from 'react';
import { CalendarOutlined, ClockCircleOutlined, EditOutlined, TeamOutlined } from '@trellis/ui/icons';
import { Link, useLocation, useNavigate, useParams } from '@trellis/ui/router';
import { call, formErrorMessage } from '@trellis/platform/api-client';
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
import { dateRange, lifecycleLabel, priceLabel } from '../../program-cards/programFacts.ts';
import { MembershipActions } from './MembershipActions.tsx';
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
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * /circle/{slug} and /event/{slug} (and their /people, and a circle's /resources): the header, Overview, People for
 * administrators, and a circle's Resources for its members.
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
  const tab =
    data.is_admin && pathname.endsWith('/people') ? 'people' : showResources && pathname.endsWith('/resources') ? 'resources' : 'overview';
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
  const pathOfTab = (key: string) => (key === 'people' ? `${base}/people${search}` : key === 'resources' ? `${base}/resources` : base);

  return (
    <Flex vertical gap={16} style={{ padding: '16px 0' }}>
      <CircleHeader circle={data} onChanged={mutate} />
      <Card>
        <Tabs activeKey={tab} onChange={(key) => navigate(pathOfTab(key))} items={items} />
      </Card>
    </Flex>
  );
}
