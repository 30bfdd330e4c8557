import { Alert, Flex, Typography } from '@trellis/ui/antd';
import { Segmented, Select } from '@trellis/ui/antd/fields';
import { Tag } from '@trellis/ui/antd/frame';
import { Table, type TableColumnsType } from '@trellis/ui/antd/display';
import { useState } from 'react';
import { EmptyState, ScrollRegion, SearchBox } from '@trellis/ui';
import { ADMIN_TABLE_SIZE_OPTIONS, LIMITS, PAGE_SIZES } from '@trellis/contracts/constants';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, MODERATION_MESSAGES, reviewEngineWords, type AuditEntry } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { useAdminOrganization } from '../../organization/useAdminOrganization.ts';
import { useAuditLog, type AuditFilters } from './useAuditLog.ts';

/**
 * Below this the columns would squeeze words apart and the table scrolls sideways in its region instead; a desktop
 * page beside the side menu is wider, so the details read whole there.
 */
const TABLE_MIN_WIDTH = 960;

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Who decided an agent's review, when the entry says (entries written before models reviewed do not). */
function decidedBy({ engine, model_failure: failure }: AuditEntry['details']): string[] {
  if (engine !== 'model' && engine !== 'rules') return [];
  return [reviewEngineWords({ engine, model_failure: typeof failure === 'string' ? failure : null })];
}

/** What an entry adds to its action: the agent's outcome, reasons and who decided, or the roles before and after. */
function detailsOf(entry: AuditEntry): string {
  const { outcome, reasons, from, to } = entry.details;
  if (typeof outcome === 'string') {
    return [outcome, ...(Array.isArray(reasons) ? reasons.map(String) : []), ...decidedBy(entry.details)].join(' · ');
  }
  if (typeof from === 'string' && typeof to === 'string') return `${from} → ${to}`;
  return '';
}

const COLUMNS: TableColumnsType<AuditEntry> = [
  { key: 'when', title: 'When', render: (_, entry) => <time dateTime={entry.created_at}>{when(entry.created_at)}</time> },
  {
    key: 'who',
    title: 'Who',
    render: (_, entry) => (
      <Flex gap={4} wrap align="center">
        {entry.actor.name}
        {entry.actor_kind === 'agent' ? <Tag color="blue">Agent</Tag> : null}
      </Flex>
    ),
  },
  { key: 'action', title: 'Action', render: (_, entry) => AUDIT_ACTION_LABELS[entry.action] },
  { key: 'member', title: 'Member', render: (_, entry) => entry.subject.name },
  { key: 'group', title: 'Group', render: (_, entry) => entry.group.name },
  { key: 'reason', title: 'Reason', render: (_, entry) => entry.reason ?? '—' },
  { key: 'details', title: 'Details', render: (_, entry) => <Typography.Text type="secondary">{detailsOf(entry)}</Typography.Text> },
];

/**
 * /admin-dashboard/audit-log: every decision on the organization's members, by its administrators and by the review
 * agents, newest first, filtered by action, by who decided and by name. Entries are never edited.
 */
export function AuditLogPage() {
  const { organization, error: organizationError } = useAdminOrganization();
  const [filters, setFilters] = useState<AuditFilters>({ search: '' });
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>({ page: 1, pageSize: PAGE_SIZES.adminTable });
  const log = useAuditLog(organization?.id, filters, paging.page, paging.pageSize);
  const error = organizationError ?? log.error;
  const filter = (change: Partial<AuditFilters>) => {
    setFilters((now) => ({ ...now, ...change }));
    setPaging((now) => ({ ...now, page: 1 }));
  };

  return (
    <Flex vertical gap={16} component="section" aria-labelledby="admin-audit-heading">
      <Typography.Title id="admin-audit-heading" level={2}>
        Audit log
      </Typography.Title>
      <Flex wrap gap={8} align="center">
        <SearchBox
          label="Search by member or administrator"
          delayMs={LIMITS.peopleSearchDebounceMs}
          onSearch={(search) => filter({ search })}
        />
        <Select
          aria-label="Action"
          placeholder="Every action"
          allowClear
          style={{ flex: '1 1 200px', maxWidth: 280 }}
          value={filters.action}
          onChange={(action) => filter({ action })}
          options={AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }))}
        />
        <Segmented<'all' | 'admin' | 'agent'>
          aria-label="Decided by"
          value={filters.actorKind ?? 'all'}
          onChange={(value) => filter({ actorKind: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: 'Everyone' },
            { value: 'admin', label: 'Administrators' },
            { value: 'agent', label: 'Agents' },
          ]}
        />
      </Flex>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error.status === 403 ? MESSAGES.groupMembership.noPermission : MODERATION_MESSAGES.auditFailed}
          description={error.message}
        />
      ) : (
        <ScrollRegion label="Audit log">
          <Table<AuditEntry>
            rowKey="id"
            style={{ minWidth: TABLE_MIN_WIDTH }}
            size="middle"
            columns={COLUMNS}
            dataSource={log.data?.data ?? []}
            loading={!log.data || log.isValidating}
            locale={{ emptyText: <EmptyState description={MODERATION_MESSAGES.auditEmpty} /> }}
            pagination={{
              current: paging.page,
              pageSize: paging.pageSize,
              total: log.data?.pagination.count ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [...ADMIN_TABLE_SIZE_OPTIONS],
              onChange: (page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
            }}
          />
        </ScrollRegion>
      )}
    </Flex>
  );
}
