import { Alert, Button, Checkbox, Col, Flex, Input, Row, Typography } from '@trellis/ui/antd';
import { Select } from '@trellis/ui/antd/frame';
import { PlusOutlined, SearchOutlined } from '@trellis/ui/icons';
import { useNavigate, useSearchParams } from '@trellis/ui/router';
import { useMemo, useState } from 'react';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { JOB_LOCATION_LABELS, JOB_LOCATIONS, JOB_TYPE_LABELS, JOB_TYPES, type JobLocation, type JobType } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { CardGridSkeleton, EmptyState, ListPagination } from '@trellis/ui';
import { useSearchTerm } from '../../hooks/useSearchTerm.ts';
import { countryNames } from './countryNames.ts';
import { JobCard } from './JobCard.tsx';
import { JobFormModal } from './JobFormModal.tsx';
import { useJobBoard, usePostableGroups } from './useJobs.ts';

const ALL = { label: 'All', value: 'all' } as const;
const TYPE_OPTIONS = [ALL, ...JOB_TYPES.map((value) => ({ label: JOB_TYPE_LABELS[value], value }))];
const LOCATION_OPTIONS = [ALL, ...JOB_LOCATIONS.map((value) => ({ label: JOB_LOCATION_LABELS[value], value }))];

/** The page number from the address: a whole number from 1, else 1. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /jobs: published jobs, searchable and filtered, 9 to a page with the page in the address. Create Job shows when
 * the member runs their default organization and it is certified; administrators may include their drafts.
 */
export function JobsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const search = useSearchTerm(typed);
  const [jobType, setJobType] = useState<JobType | 'all'>('all');
  const [jobLocation, setJobLocation] = useState<JobLocation | 'all'>('all');
  const [country, setCountry] = useState<string>('all');
  const [viewAll, setViewAll] = useState(false);
  const [creating, setCreating] = useState(false);
  const countries = useMemo(() => [ALL, ...countryNames().map((name) => ({ label: name, value: name }))], []);

  const page = pageFrom(params);
  const { data, error, isValidating } = useJobBoard({ page, search, jobType, jobLocation, country, viewAll });
  const postable = usePostableGroups().data?.data ?? [];
  const defaultOrganizationId = useSession((state) => state.identity?.organization?.id ?? null);
  const canCreate = postable.some((group) => group.id === defaultOrganizationId);

  /** A changed filter starts again at page 1. */
  function filtered<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      if (params.has('page')) {
        const rest = new URLSearchParams(params);
        rest.delete('page');
        setParams(rest, { replace: true });
      }
    };
  }
  const goTo = (next: number) => {
    const rest = new URLSearchParams(params);
    if (next === 1) rest.delete('page');
    else rest.set('page', String(next));
    setParams(rest);
  };

  return (
    <section aria-labelledby="jobs-heading" style={{ padding: '16px 0' }}>
      <Flex wrap justify="space-between" align="center" gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title id="jobs-heading" level={2} style={{ margin: 0 }}>
          Job Board
        </Typography.Title>
        {canCreate ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            Create Job
          </Button>
        ) : null}
      </Flex>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <Input
          type="search"
          aria-label="Search jobs"
          placeholder="Search jobs"
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          value={typed}
          onChange={(event) => filtered(setTyped)(event.target.value)}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Select aria-label="Job type" options={TYPE_OPTIONS} value={jobType} onChange={filtered(setJobType)} style={{ minWidth: 150 }} />
        <Select
          aria-label="Work mode"
          options={LOCATION_OPTIONS}
          value={jobLocation}
          onChange={filtered(setJobLocation)}
          style={{ minWidth: 130 }}
        />
        <Select
          aria-label="Country"
          showSearch
          options={countries}
          value={country}
          onChange={filtered(setCountry)}
          style={{ minWidth: 170 }}
        />
        {postable.length ? (
          <Checkbox checked={viewAll} onChange={(event) => filtered(setViewAll)(event.target.checked)}>
            Include my drafts
          </Checkbox>
        ) : null}
      </Flex>
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : !data ? (
        <CardGridSkeleton count={PAGE_SIZES.jobBoard} />
      ) : data.data.length === 0 ? (
        <EmptyState description={MESSAGES.empty.jobs} />
      ) : (
        <>
          <Row gutter={[16, 16]} aria-busy={isValidating}>
            {data.data.map((job) => (
              <Col key={job.id} xs={24} md={12} xl={8}>
                <JobCard job={job} />
              </Col>
            ))}
          </Row>
          <ListPagination page={page} pageSize={PAGE_SIZES.jobBoard} total={data.pagination.count} onChange={goTo} />
        </>
      )}
      {creating ? (
        <JobFormModal
          groups={postable}
          defaultGroupId={defaultOrganizationId}
          onClose={() => setCreating(false)}
          onSaved={(job) => navigate(`/job/${job.slug}`)}
        />
      ) : null}
    </section>
  );
}
