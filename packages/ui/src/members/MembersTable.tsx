import { Button, Flex, Typography } from '@trellis/ui/antd';
import { Dropdown, Tag } from '@trellis/ui/antd/frame';
import { Table, type TableColumnsType } from '@trellis/ui/antd/display';
import { DownOutlined } from '@trellis/ui/icons';
import { crossAreaLink } from '@trellis/platform/navigation';
import { ADMIN_TABLE_SIZE_OPTIONS } from '@trellis/contracts/constants';
import type { GroupMember } from '@trellis/contracts';
import { EmptyState, InitialsAvatar, ScrollRegion } from '@trellis/ui';
import { AgentReviewCell } from './AgentReview.tsx';

/** Below this the columns would squeeze words apart; the table scrolls sideways in its region instead. */
const TABLE_MIN_WIDTH = 960;

export type MemberRowAction = 'details' | 'role' | 'remove' | 'followup' | 'invite';

const STATUS_COLOURS = { accepted: 'green', pending: 'gold', rejected: 'red' } as const;
const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '—');

/**
 * The actions of one member's row: accepted members can get another role or be removed, unverified ones a reminder,
 * and a refused one can be invited after all.
 */
function actionsOf(member: GroupMember): { key: MemberRowAction; label: string; danger?: boolean }[] {
  return [
    { key: 'details', label: 'View details' },
    ...(member.membership_status === 'accepted' ? [{ key: 'role' as const, label: 'Change role' }] : []),
    ...(!member.is_verified && member.membership_status !== 'rejected'
      ? [{ key: 'followup' as const, label: 'Send follow-up e-mail' }]
      : []),
    ...(member.membership_status === 'rejected' ? [{ key: 'invite' as const, label: 'Invite' }] : []),
    ...(member.membership_status === 'accepted' ? [{ key: 'remove' as const, label: 'Remove', danger: true }] : []),
  ];
}

/**
 * The members table: checkbox, name, institution, role, membership status, the agents' review, joined date and the
 * row's actions, paged on the server with the admin tables' page sizes.
 */
export function MembersTable({
  members,
  total,
  page,
  pageSize,
  loading,
  selected,
  onSelect,
  onPage,
  onAction,
  emptyText,
}: {
  members: GroupMember[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  selected: number[];
  onSelect(ids: number[]): void;
  onPage(page: number, pageSize: number): void;
  onAction(action: MemberRowAction, member: GroupMember): void;
  emptyText: string;
}) {
  const columns: TableColumnsType<GroupMember> = [
    {
      key: 'name',
      title: 'Name',
      render: (_, member) => (
        <Flex gap={8} align="center">
          <InitialsAvatar name={member.name} src={member.image} size={32} />
          <a {...crossAreaLink(`/profile/${member.name_slug}`)}>{member.name}</a>
        </Flex>
      ),
    },
    { key: 'institution', title: 'Institution', render: (_, member) => member.institution_name ?? '—' },
    { key: 'role', title: 'Role', render: (_, member) => member.membership_role },
    {
      key: 'status',
      title: 'Membership status',
      render: (_, member) => (
        <Flex gap={4} wrap>
          <Tag color={STATUS_COLOURS[member.membership_status]}>{member.membership_status}</Tag>
          {member.is_verified ? null : <Tag>unverified</Tag>}
        </Flex>
      ),
    },
    { key: 'agents', title: 'Agent review', render: (_, member) => <AgentReviewCell member={member} /> },
    {
      key: 'joined',
      title: 'Joined',
      render: (_, member) => (
        <Typography.Text>{member.membership_status === 'accepted' ? date(member.joined_at) : date(member.requested_at)}</Typography.Text>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, member) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: actionsOf(member).map(({ key, label, danger }) => ({ key, label, danger })),
            onClick: ({ key }) => {
              const chosen = actionsOf(member).find((action) => action.key === key);
              if (chosen) onAction(chosen.key, member);
            },
          }}
        >
          <Button size="small" aria-label={`Actions for ${member.name}`}>
            Actions <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      ),
    },
  ];
  return (
    <ScrollRegion label="Members">
      <Table<GroupMember>
        rowKey="id"
        style={{ minWidth: TABLE_MIN_WIDTH }}
        size="middle"
        columns={columns}
        dataSource={members}
        loading={loading}
        locale={{ emptyText: <EmptyState description={emptyText} /> }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => onSelect(keys.map(Number)),
          getCheckboxProps: (member) => ({ 'aria-label': `Select ${member.name}` }),
        }}
        pagination={{
          current: page,
          pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: [...ADMIN_TABLE_SIZE_OPTIONS],
          showTotal: (count) => `${count} members`,
          onChange: onPage,
        }}
      />
    </ScrollRegion>
  );
}
