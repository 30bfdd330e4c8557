import { Alert, App, Button, Flex, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { Table, Tabs, type TableColumnsType } from '@trellis/ui/antd/display';
import { useState } from 'react';
import { call, formErrorMessage, useCall } from '@trellis/platform/api-client';
import { crossAreaLink } from '@trellis/platform/navigation';
import { CurationVerdict, EmptyState, ScrollRegion, SearchBox } from '@trellis/ui';
import { ADMIN_TABLE_SIZE_OPTIONS, LIMITS, PAGE_SIZES } from '@trellis/contracts/constants';
import { CONTENT_STATUSES, MODERATION_MESSAGES, type ReviewItem, type ReviewKind } from '@trellis/contracts';
import { moderationEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { RejectReasonModal } from './RejectReasonModal.tsx';

/** Below this the columns would squeeze words apart; the table scrolls sideways in its region instead. */
const TABLE_MIN_WIDTH = 860;

type Status = (typeof CONTENT_STATUSES)[number];
const STATUS_LABELS: Record<Status, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
/** The tabs: a status, or the approved use cases their authors changed since, which wait for a moderator's look. */
type Tab = Status | 'changed';
const CHANGED_LABEL = 'Changed since approval';
const tabsOf = (kind: ReviewKind): Tab[] => (kind === 'use_case' ? ['pending', 'changed', 'approved', 'rejected'] : [...CONTENT_STATUSES]);
const tabLabel = (tab: Tab) => (tab === 'changed' ? CHANGED_LABEL : STATUS_LABELS[tab]);
const STATUS_COLOURS: Record<Status, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

/** Where an item is read, and the page's heading. */
const KINDS: Record<ReviewKind, { heading: string; link: (slug: string) => string }> = {
  use_case: { heading: 'Use cases', link: (slug) => `/usecase/${slug}` },
  ai_tool: { heading: 'AI tools', link: (slug) => `/ai-tool/${slug}` },
  resource: { heading: 'Resources', link: (slug) => `/resource/${slug}` },
};
const date = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * /admin-dashboard/usecases, /admin-dashboard/ai-tools and /admin-dashboard/resources: what members of the organization
 * submitted, by status, 10 a page. Approve takes a pending or rejected item, Reject a pending one and asks why; the
 * server holds the same rules (and lets only certified administrators review resources).
 */
export function ContentReviewPage({ kind }: { kind: ReviewKind }) {
  const { message } = App.useApp();
  const [tab, setTab] = useState<Tab>('pending');
  const status: Status = tab === 'changed' ? 'approved' : tab;
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>({ page: 1, pageSize: PAGE_SIZES.adminTable });
  const [busy, setBusy] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<ReviewItem | null>(null);
  const list = useCall(
    moderationEndpoints.reviewList,
    {
      params: { kind },
      query: {
        status,
        page: paging.page,
        page_size: paging.pageSize,
        ...(search ? { search } : {}),
        ...(tab === 'changed' ? { changed: 'true' as const } : {}),
      },
    },
    { keepPreviousData: true },
  );

  async function approve(item: ReviewItem) {
    setBusy(item.id);
    try {
      const answer = await call(moderationEndpoints.reviewDecision, { params: { kind, id: item.id }, body: { action: 'approve' } });
      message.success(answer.message);
      await list.mutate();
    } catch (error) {
      message.error(formErrorMessage(error, MODERATION_MESSAGES.contentFailed('approve', kind)));
    } finally {
      setBusy(null);
    }
  }

  async function reject(item: ReviewItem, reason: string) {
    const answer = await call(moderationEndpoints.reviewDecision, { params: { kind, id: item.id }, body: { action: 'reject', reason } });
    message.success(answer.message);
    await list.mutate();
  }

  const columns: TableColumnsType<ReviewItem> = [
    { key: 'title', title: 'Title', render: (_, item) => <a {...crossAreaLink(KINDS[kind].link(item.slug))}>{item.title}</a> },
    { key: 'group', title: 'Group', render: (_, item) => item.group?.name ?? '—' },
    { key: 'author', title: 'Submitted by', render: (_, item) => item.author ?? '—' },
    { key: 'date', title: 'Submitted', render: (_, item) => date(item.created_at) },
    {
      key: 'status',
      title: 'Status',
      render: (_, item) => (
        <Flex gap={4} wrap>
          <Tag color={STATUS_COLOURS[item.status]}>{STATUS_LABELS[item.status]}</Tag>
          {item.changed_since_approval_at ? <Tag color="orange">{CHANGED_LABEL}</Tag> : null}
        </Flex>
      ),
    },
    ...(kind === 'use_case'
      ? [{ key: 'agent', title: 'Agent review', render: (_: unknown, item: ReviewItem) => <CurationVerdict review={item.agent_review} /> }]
      : []),
    {
      key: 'actions',
      title: 'Actions',
      render: (_, item) => (
        <Flex gap={8}>
          {item.status !== 'approved' ? (
            <Button
              size="small"
              type="primary"
              loading={busy === item.id}
              onClick={() => void approve(item)}
              aria-label={`Approve ${item.title}`}
            >
              Approve
            </Button>
          ) : item.changed_since_approval_at ? (
            <Button
              size="small"
              type="primary"
              loading={busy === item.id}
              onClick={() => void approve(item)}
              aria-label={`Approve the change to ${item.title}`}
            >
              Approve change
            </Button>
          ) : null}
          {item.status === 'pending' ? (
            <Button size="small" danger disabled={busy === item.id} onClick={() => setRejecting(item)} aria-label={`Reject ${item.title}`}>
              Reject
            </Button>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16} component="section" aria-labelledby={`admin-${kind}-heading`}>
      <Typography.Title id={`admin-${kind}-heading`} level={2}>
        {KINDS[kind].heading}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(tabsOf(kind).find((value) => value === key) ?? 'pending');
          setPaging((now) => ({ ...now, page: 1 }));
        }}
        items={tabsOf(kind).map((value) => ({ key: value, label: tabLabel(value) }))}
      />
      <SearchBox
        label={`Search ${KINDS[kind].heading.toLowerCase()}`}
        delayMs={LIMITS.peopleSearchDebounceMs}
        onSearch={(term) => {
          setSearch(term);
          setPaging((now) => ({ ...now, page: 1 }));
        }}
      />
      {list.error ? (
        <Alert
          type="error"
          showIcon
          title={list.error.status === 403 ? MESSAGES.groupMembership.noPermission : `Could not fetch ${KINDS[kind].heading.toLowerCase()}`}
          description={list.error.status === 403 ? undefined : list.error.message}
        />
      ) : (
        <ScrollRegion label={KINDS[kind].heading}>
          <Table<ReviewItem>
            rowKey="id"
            style={{ minWidth: TABLE_MIN_WIDTH }}
            size="middle"
            columns={columns}
            dataSource={list.data?.data ?? []}
            loading={!list.data || list.isValidating}
            locale={{
              emptyText: (
                <EmptyState description={tab === 'changed' ? MODERATION_MESSAGES.changedEmpty : MODERATION_MESSAGES.contentEmpty(status)} />
              ),
            }}
            pagination={{
              current: paging.page,
              pageSize: paging.pageSize,
              total: list.data?.pagination.count ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [...ADMIN_TABLE_SIZE_OPTIONS],
              onChange: (page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
            }}
          />
        </ScrollRegion>
      )}
      <RejectReasonModal
        item={rejecting}
        failure={MODERATION_MESSAGES.contentFailed('reject', kind)}
        onReject={reject}
        onClose={() => setRejecting(null)}
      />
    </Flex>
  );
}

export const UseCasesReviewPage = () => <ContentReviewPage kind="use_case" />;
export const AiToolsReviewPage = () => <ContentReviewPage kind="ai_tool" />;
export const ResourcesReviewPage = () => <ContentReviewPage kind="resource" />;
