import { Alert, App, Checkbox, Flex, Typography } from '@trellis/ui/antd';
import { Tabs } from '@trellis/ui/antd/display';
import { useState } from 'react';
import { useSearchParams } from '@trellis/ui/router';
import { useCall } from '@trellis/platform/api-client';
import { groupEndpoints } from '@trellis/contracts/endpoints';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { GroupDetail, GroupMember } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { EmptyState, InitialsAvatar, ListPagination } from '@trellis/ui';
import { MemberRequestsBar } from './MemberRequestsBar.tsx';
import { MembersCsvButton } from './MembersCsvButton.tsx';
import { respondToJoinRequests } from './memberCalls.ts';
import { CIRCLE_MEMBER_TABS, membersQuery, type CircleMemberTab } from './memberTabs.ts';

const TAB_LABELS: Record<CircleMemberTab, string> = { accepted: 'Accepted', pending: 'Pending', rejected: 'Rejected' };

const isTab = (value: string | null): value is CircleMemberTab => CIRCLE_MEMBER_TABS.includes(value as CircleMemberTab);

function MemberRow({
  member,
  selectable,
  checked,
  onCheck,
}: {
  member: GroupMember;
  selectable: boolean;
  checked: boolean;
  onCheck(on: boolean): void;
}) {
  return (
    <li style={{ padding: '8px 0' }}>
      <Flex gap={12} align="center">
        {selectable ? (
          <Checkbox aria-label={`Select ${member.name}`} checked={checked} onChange={(event) => onCheck(event.target.checked)} />
        ) : null}
        <InitialsAvatar name={member.name} src={member.image} size={40} />
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong>{member.name}</Typography.Text>
          {member.institution_name ? <Typography.Text type="secondary">{member.institution_name}</Typography.Text> : null}
          {member.reason ? <Typography.Text type="secondary">Reason: {member.reason}</Typography.Text> : null}
        </Flex>
      </Flex>
    </li>
  );
}

/** One tab of members; pending requests can be selected and accepted or rejected together. */
function MemberTab({ group, status, onDecided }: { group: GroupDetail; status: CircleMemberTab; onDecided(): Promise<unknown> }) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const { data, error, mutate } = useCall(
    groupEndpoints.members,
    { params: { id: group.id }, query: membersQuery(status, page) },
    { keepPreviousData: true },
  );

  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={error.status === 403 ? MESSAGES.groupMembership.noPermission : MESSAGES.groupMembership.membersFailed}
      />
    );
  if (!data) return <Typography.Text type="secondary">Loading members…</Typography.Text>;
  if (data.data.length === 0) return <EmptyState description={MESSAGES.empty.members(status)} />;

  const pending = status === 'pending';
  async function respond(action: 'accept' | 'reject', notes: string | undefined) {
    const answer = await respondToJoinRequests(group.id, { users: selected, action, notes });
    message.success(answer.message);
    setSelected([]);
    await Promise.all([mutate(), onDecided()]);
  }

  return (
    <Flex vertical gap={12}>
      {pending ? <MemberRequestsBar selected={selected} onRespond={respond} /> : null}
      <ul aria-label={`${TAB_LABELS[status]} members`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.data.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            selectable={pending}
            checked={selected.includes(member.id)}
            onCheck={(on) => setSelected((now) => (on ? [...now, member.id] : now.filter((id) => id !== member.id)))}
          />
        ))}
      </ul>
      <ListPagination page={page} pageSize={PAGE_SIZES.members} total={data.pagination.count} onChange={setPage} />
    </Flex>
  );
}

/** The People tab for a group's administrators: accepted, pending and rejected members (?status= picks the tab). */
export function GroupMemberTabs({ group, onDecided }: { group: GroupDetail; onDecided(): Promise<unknown> }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status: CircleMemberTab = isTab(asked) ? asked : 'accepted';
  return (
    <Tabs
      activeKey={status}
      onChange={(key) => setParams({ status: key }, { replace: true })}
      destroyOnHidden
      tabBarExtraContent={<MembersCsvButton group={group} status={status} />}
      items={CIRCLE_MEMBER_TABS.map((tab) => ({
        key: tab,
        label: TAB_LABELS[tab],
        children: <MemberTab group={group} status={tab} onDecided={onDecided} />,
      }))}
    />
  );
}
