import { Alert, App, Button, Flex, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { Table, type TableColumnsType } from '@trellis/ui/antd/display';
import { useState } from 'react';
import { call, formErrorMessage, useCall } from '@trellis/platform/api-client';
import { crossAreaLink } from '@trellis/platform/navigation';
import { EmptyState, ScrollRegion, SearchBox } from '@trellis/ui';
import { ADMIN_TABLE_SIZE_OPTIONS, LIMITS, PAGE_SIZES } from '@trellis/contracts/constants';
import type { Job } from '@trellis/contracts';
import { jobEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { useAdminOrganization } from '../../organization/useAdminOrganization.ts';
import { jobStanding, type JobStanding } from './jobStanding.ts';

/** Below this the columns would squeeze words apart; the table scrolls sideways in its region instead. */
const TABLE_MIN_WIDTH = 800;

const STANDING_COLOURS: Record<JobStanding, string> = { Published: 'green', Draft: 'default', Expired: 'red' };
export const DELETE_JOB_CONFIRMATION = 'Are you sure you want to delete this job? This action cannot be undone.';
const JOB_PAGE_LIMIT = 100;
const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '—');

/** /admin-dashboard/jobs: the organization's jobs, published and drafts, 10 a page, each openable or deletable. */
export function JobsPage() {
  const { message, modal } = App.useApp();
  const { organization, error: organizationError } = useAdminOrganization();
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>({ page: 1, pageSize: PAGE_SIZES.adminTable });
  const jobs = useCall(
    jobEndpoints.list,
    organization
      ? {
          query: {
            view_all: 'true',
            group_id: organization.id,
            page: paging.page,
            page_size: paging.pageSize,
            ...(search ? { search } : {}),
          },
        }
      : null,
    { keepPreviousData: true },
  );
  const error = organizationError ?? jobs.error;

  function confirmDelete(job: Job) {
    modal.confirm({
      title: `Delete ${job.title}?`,
      content: DELETE_JOB_CONFIRMATION,
      okText: 'Delete',
      okButtonProps: { danger: true },
      async onOk() {
        try {
          message.success((await call(jobEndpoints.delete, { params: { id: job.id } })).message);
          await jobs.mutate();
        } catch (failure) {
          message.error(formErrorMessage(failure, 'Could not delete the job'));
        }
      },
    });
  }

  const columns: TableColumnsType<Job> = [
    { key: 'title', title: 'Title', render: (_, job) => <a {...crossAreaLink(`/job/${job.slug}`)}>{job.title}</a> },
    {
      key: 'status',
      title: 'Status',
      render: (_, job) => {
        const standing = jobStanding(job);
        return <Tag color={STANDING_COLOURS[standing]}>{standing}</Tag>;
      },
    },
    { key: 'group', title: 'Organization', render: (_, job) => job.group.name },
    { key: 'applicants', title: 'Applicants', render: (_, job) => job.total_applicants ?? '—' },
    { key: 'closes', title: 'Applications close', render: (_, job) => date(job.application_close_date) },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, job) => (
        <Button size="small" danger onClick={() => confirmDelete(job)} aria-label={`Delete ${job.title}`}>
          Delete
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16} component="section" aria-labelledby="admin-jobs-heading">
      <Typography.Title id="admin-jobs-heading" level={2}>
        Jobs
      </Typography.Title>
      <SearchBox
        label="Search jobs"
        delayMs={LIMITS.peopleSearchDebounceMs}
        onSearch={(term) => {
          setSearch(term);
          setPaging((now) => ({ ...now, page: 1 }));
        }}
      />
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error.status === 403 ? MESSAGES.groupMembership.noPermission : 'Could not fetch jobs'}
          description={error.message}
        />
      ) : (
        <ScrollRegion label="Jobs">
          <Table<Job>
            rowKey="id"
            style={{ minWidth: TABLE_MIN_WIDTH }}
            size="middle"
            columns={columns}
            dataSource={jobs.data?.data ?? []}
            loading={!jobs.data || jobs.isValidating}
            locale={{ emptyText: <EmptyState description="No jobs found" /> }}
            pagination={{
              current: paging.page,
              pageSize: paging.pageSize,
              total: jobs.data?.pagination.count ?? 0,
              showSizeChanger: true,
              // The job board pages at most 100 jobs at a time.
              pageSizeOptions: ADMIN_TABLE_SIZE_OPTIONS.filter((size) => size <= JOB_PAGE_LIMIT),
              onChange: (page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
            }}
          />
        </ScrollRegion>
      )}
    </Flex>
  );
}
