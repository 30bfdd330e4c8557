import { Alert, App, Button, Card, Flex, Result, Typography } from '@trellis/ui/antd';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Link, useLocation, useNavigate, useParams } from '@trellis/ui/router';
import { call, formErrorMessage, urlOf, useCall } from '@trellis/platform/api-client';
import { INVITATION_MESSAGES, type Invitation } from '@trellis/contracts';
import { groupEndpoints, invitationEndpoints } from '@trellis/contracts/endpoints';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { InitialsAvatar, PageSkeleton } from '@trellis/ui';
import { plainText } from '../../text/plainText.ts';

const text = INVITATION_MESSAGES;
/** A group's page: organizations and institutions live under /org. */
const pageOf = (group: Invitation['group']) =>
  group.group_type === 'circle' || group.group_type === 'event' ? `/${group.group_type}/${group.name_slug}` : `/org/${group.name_slug}`;

/** The group the invitation is for, as its page introduces it. */
function GroupSummary({ invitation }: { invitation: Invitation }) {
  const { data } = useCall(groupEndpoints.detailBySlug, { params: { slug: invitation.group.name_slug } });
  const about = plainText(data?.description ?? '');
  return (
    <Card>
      <Flex gap={16} align="center" wrap>
        <InitialsAvatar name={invitation.group.name} src={data?.logo ?? null} shape="square" size={64} />
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {invitation.group.name}
          </Typography.Title>
          {data ? (
            <Typography.Text type="secondary">
              {data.total_members} {data.total_members === 1 ? 'Member' : 'Members'}
            </Typography.Text>
          ) : null}
        </Flex>
        <Link to={pageOf(invitation.group)}>Open the {invitation.group.group_type} page</Link>
      </Flex>
      {about ? <Typography.Paragraph style={{ margin: '12px 0 0' }}>{about}</Typography.Paragraph> : null}
    </Card>
  );
}

/**
 * /invitation/{key}: the banner with Accept and Reject, then the group below. Answering goes to the group's page;
 * a visitor signs in first and comes back here.
 */
export function InvitationPage() {
  const { key = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const signedIn = useSession(isSignedIn);
  const { data, error } = useCall(invitationEndpoints.detail, signedIn ? { params: { key } } : null);
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const { mutate } = useSWRConfig();

  useEffect(() => {
    if (!signedIn) navigate(`/login/?next=${encodeURIComponent(pathname)}`, { replace: true });
  }, [signedIn, navigate, pathname]);

  async function answer(action: 'accept' | 'reject') {
    setBusy(action);
    try {
      const answered = await call(invitationEndpoints.answer, { params: { key }, body: { action } });
      message.success(answered.message);
      // The group's page read before the answer no longer shows the member's standing.
      await mutate(urlOf(groupEndpoints.detailBySlug, { params: { slug: answered.invitation.group.name_slug } }));
      navigate(pageOf(answered.invitation.group));
    } catch (failure) {
      message.error(formErrorMessage(failure, 'Could not complete request'));
      setBusy(null);
    }
  }

  if (!signedIn) return <PageSkeleton />;
  if (error?.status === 404) return <Result status="404" title={text.notFound} />;
  if (error) return <Alert type="error" showIcon title={error.message} style={{ margin: '16px 0' }} />;
  if (!data) return <PageSkeleton />;

  const pending = data.status === 'pending';
  return (
    <Flex vertical gap={16} style={{ padding: '16px 0' }}>
      <Alert
        type={pending ? 'info' : 'success'}
        showIcon
        title={
          pending ? text.banner(data.group.group_type) : `You ${data.status === 'accepted' ? 'accepted' : 'declined'} this invitation.`
        }
        description={data.invited_by ? `${data.invited_by} invited you.` : undefined}
        action={
          pending ? (
            <Flex gap={8} wrap>
              <Button type="primary" loading={busy === 'accept'} disabled={busy !== null} onClick={() => void answer('accept')}>
                Accept
              </Button>
              <Button loading={busy === 'reject'} disabled={busy !== null} onClick={() => void answer('reject')}>
                Reject
              </Button>
            </Flex>
          ) : undefined
        }
      />
      <GroupSummary invitation={data} />
    </Flex>
  );
}
