import { App, Button, Card, Flex, Tooltip, Typography } from '@trellis/ui/antd';
import { Upload } from '@trellis/ui/antd/fields';
import { EditOutlined, GlobalOutlined } from '@trellis/ui/icons';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@trellis/ui/router';
import { formErrorMessage } from '@trellis/platform/api-client';
import type { GroupDetail } from '@trellis/contracts';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { FollowButton, InitialsAvatar } from '@trellis/ui';
import { ContactOrganizersButton } from '../../group-contact/ContactOrganizersButton.tsx';
import { InvitePeopleButton } from '../../members/InvitePeopleButton.tsx';
import { OrganizationFacts, TopicChips } from './OrganizationFacts.tsx';
import { joinOrganization } from './organizationCalls.ts';
import { useLogoUpload } from './useLogoUpload.ts';

const LOGO_TYPES = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

/** The logo; administrators click it to replace it. Right-clicking it opens the people of the organization. */
function Logo({ organization, onChanged }: { organization: GroupDetail; onChanged(): unknown }) {
  const navigate = useNavigate();
  const { busy, send } = useLogoUpload(organization, onChanged);
  const toPeople = (event: MouseEvent) => {
    event.preventDefault();
    navigate(`/org/${organization.name_slug}/people`);
  };
  const avatar = <InitialsAvatar name={organization.name} src={organization.logo} shape="square" size={80} />;
  if (!organization.is_admin) return <div onContextMenu={toPeople}>{avatar}</div>;

  return (
    <Tooltip title="Change logo (JPEG, PNG or WebP)">
      <Upload
        accept={LOGO_TYPES}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <button
          type="button"
          aria-label="Change logo"
          onContextMenu={toPeople}
          style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer' }}
        >
          {avatar}
        </button>
      </Upload>
    </Tooltip>
  );
}

/** Join, or Register for a visitor (who comes back with the join flow); pending once asked. */
function JoinButton({ organization, onChanged }: { organization: GroupDetail; onChanged(): Promise<unknown> }) {
  const signedIn = useSession(isSignedIn);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [params, setParams] = useSearchParams();
  const asked = useRef(false);

  async function join() {
    if (!signedIn) {
      navigate(`/signup?${new URLSearchParams({ next: pathname, join: 'true' })}`);
      return;
    }
    setBusy(true);
    try {
      const joined = await joinOrganization(organization.id);
      message.success(joined.membership_status === 'accepted' ? `You joined ${organization.name}` : 'Applied to join');
      await onChanged();
    } catch (error) {
      message.error(formErrorMessage(error, 'Could not join organization'));
    } finally {
      setBusy(false);
    }
  }

  // ?join=true (back from signup) starts the join once, then leaves the address.
  useEffect(() => {
    if (params.get('join') !== 'true' || asked.current) return;
    asked.current = true;
    const next = new URLSearchParams(params);
    next.delete('join');
    setParams(next, { replace: true });
    // Joined after this render, as a click would be.
    if (organization.membership_status === null || organization.membership_status === 'rejected') void Promise.resolve().then(join);
  });

  if (organization.membership_status === 'accepted') return null;
  if (organization.membership_status === 'pending') return <Button disabled>Applied to join</Button>;
  return (
    <Button type="primary" loading={busy} onClick={() => void join()}>
      {signedIn ? 'Join' : 'Register'}
    </Button>
  );
}

/** The organization's header: logo, name, facts, topics, and Share, Edit, Follow, Join. */
export function OrganizationHeader({ organization, onChanged }: { organization: GroupDetail; onChanged(): Promise<unknown> }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const share = async () => {
    const url = `${window.location.origin}/org/${organization.name_slug}`;
    try {
      await navigator.clipboard.writeText(url);
      message.success('Link copied');
    } catch {
      message.info(url);
    }
  };
  const outside = organization.membership_status === null || organization.membership_status === 'rejected';
  return (
    <Card>
      <Flex wrap gap={16} align="center">
        <Logo organization={organization} onChanged={onChanged} />
        <Flex vertical gap={8} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {organization.name}
          </Typography.Title>
          <OrganizationFacts organization={organization} />
          <TopicChips topics={organization.topics_detailed} />
        </Flex>
        <Flex wrap gap={8}>
          <Button icon={<GlobalOutlined />} onClick={() => void share()}>
            Share
          </Button>
          {organization.is_admin ? (
            <Button icon={<EditOutlined />} onClick={() => navigate(`/org/${organization.name_slug}/edit`)}>
              Edit
            </Button>
          ) : null}
          {outside ? (
            <FollowButton
              key={String(organization.followed)}
              type="organization"
              id={organization.id}
              following={organization.followed}
              followsOnReturn
            />
          ) : null}
          <ContactOrganizersButton group={organization} />
          <InvitePeopleButton group={organization} />
          <JoinButton organization={organization} onChanged={onChanged} />
        </Flex>
      </Flex>
    </Card>
  );
}
