import { PlusOutlined, SwapOutlined } from '@trellis/ui/icons/frame';
import { App, Button } from '@trellis/ui/antd';
import { Dropdown, Tag, type MenuProps } from '@trellis/ui/antd/frame';
import { useState } from 'react';
import { ApiError } from '@trellis/platform/api-client';
import type { OrganizationSummary } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { LIMITS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { truncate } from '../../layout/truncate.ts';
import { administers, useAdminView } from './adminView.ts';
import { JoinServiceDialog } from './JoinServiceDialog.tsx';
import { checkSwitch, makeDefaultOrganization } from './organizationCalls.ts';
import { goToSite, isOnThisSite, reloadAtHome, reloadPage } from './siteLocation.ts';

const JOIN_SERVICE = 'join-service';

/** Organizations the user may switch to: accepted memberships, only administered ones in admin mode. */
export function switchableOrganizations(orgs: OrganizationSummary[], adminView: boolean): OrganizationSummary[] {
  return orgs.filter((org) => org.membership_status === 'accepted' && org.membership_type === 'member' && (!adminView || administers(org)));
}

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.http.other);

/**
 * The top bar's organization switcher: same-site organizations become the current one and the page
 * restarts at /; another site's organization is reached on its own domain. In the phone's overflow menu, among
 * other entries, it says what it does beside its icon.
 */
export function OrganizationSwitcher({ showLabel = false }: { showLabel?: boolean }) {
  const { message, modal } = App.useApp();
  const identity = useSession((state) => state.identity);
  const siteDefaultId = useSite((state) => state.config?.site.default_organization?.id ?? null);
  const adminView = useAdminView();
  const [joining, setJoining] = useState(false);
  if (!identity) return null;

  const current = identity.organization;
  const orgs = switchableOrganizations(identity.switchable_orgs, adminView);

  const switchTo = async (org: OrganizationSummary) => {
    if (org.id === current?.id) return;
    try {
      const checked = await checkSwitch(org.id);
      if (!isOnThisSite(checked.domain)) return goToSite(checked.domain!);
      useSession.getState().setCurrentOrg(checked.id);
      bus.emit('org:switched', { orgId: checked.id });
      reloadAtHome();
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  const confirmDefault = (org: OrganizationSummary) =>
    modal.confirm({
      title: 'Change default organization',
      content: `Make ${org.name} your default organization?`,
      okText: 'Make Default',
      onOk: async () => {
        try {
          await makeDefaultOrganization(org.id);
          reloadPage();
        } catch {
          void message.error(MESSAGES.organizations.changeDefaultFailed);
        }
      },
    });

  const items: MenuProps['items'] = [
    ...orgs.map((org) => ({
      key: String(org.id),
      label: (
        <span style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
          <span title={org.name}>{truncate(org.name, LIMITS.orgNameTruncate)}</span>
          {org.is_default && <Tag>Default</Tag>}
          {!org.is_default && org.id === siteDefaultId && (
            <Button
              size="small"
              onClick={(event) => {
                event.stopPropagation();
                confirmDefault(org);
              }}
            >
              Make Default
            </Button>
          )}
        </span>
      ),
    })),
    { type: 'divider' },
    { key: JOIN_SERVICE, icon: <PlusOutlined />, label: 'Join another service' },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === JOIN_SERVICE) return setJoining(true);
    const org = orgs.find((item) => String(item.id) === key);
    if (org) void switchTo(org);
  };

  return (
    <>
      <Dropdown
        menu={{ items, onClick, selectable: true, selectedKeys: current ? [String(current.id)] : [] }}
        trigger={['click']}
        placement="bottomLeft"
      >
        <Button type="text" aria-label="Switch organization" title="Switch organization" icon={<SwapOutlined />}>
          {showLabel ? 'Switch organization' : null}
        </Button>
      </Dropdown>
      <JoinServiceDialog open={joining} onClose={() => setJoining(false)} />
    </>
  );
}
