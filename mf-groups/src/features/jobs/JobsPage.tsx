import { Button } from '@trellis/ui/antd';
import { Checkbox, Select } from '@trellis/ui/antd/fields';
import { PlusOutlined } from '@trellis/ui/icons';
import { useNavigate } from '@trellis/ui/router';
import { useMemo, useState } from 'react';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { JOB_LOCATION_LABELS, JOB_LOCATIONS, JOB_TYPE_LABELS, JOB_TYPES } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { PagedList } from '@trellis/ui';
import { countryNames } from './countryNames.ts';
import { JobCard } from './JobCard.tsx';
import { JobFormModal } from './JobFormModal.tsx';
import { useJobBoard, usePostableGroups } from './useJobs.ts';

const ALL = { label: 'All', value: 'all' } as const;
const TYPE_OPTIONS = [ALL, ...JOB_TYPES.map((value) => ({ label: JOB_TYPE_LABELS[value], value }))];
const LOCATION_OPTIONS = [ALL, ...JOB_LOCATIONS.map((value) => ({ label: JOB_LOCATION_LABELS[value], value }))];

/**
 * /jobs: published jobs, searchable and filtered, 9 to a page with the page in the address. Create Job shows when
 * the member runs their default organization and it is certified; administrators may include their drafts.
 */
export function JobsPage() {
  const navigate = useNavigate();
  const list = useJobBoard();
  const [creating, setCreating] = useState(false);
  const countries = useMemo(() => [ALL, ...countryNames().map((name) => ({ label: name, value: name }))], []);
  const postable = usePostableGroups().data?.data ?? [];
  const defaultOrganizationId = useSession((state) => state.identity?.organization?.id ?? null);
  const canCreate = postable.some((group) => group.id === defaultOrganizationId);
  const { filters, setFilter } = list;

  return (
    <>
      <PagedList
        list={list}
        title="Job Board"
        headingId="jobs-heading"
        extra={
          canCreate ? (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
              Create Job
            </Button>
          ) : null
        }
        searchLabel="Search jobs"
        filters={
          <>
            <Select
              aria-label="Job type"
              options={TYPE_OPTIONS}
              value={filters.jobType}
              onChange={(value) => setFilter('jobType', value)}
              style={{ minWidth: 150 }}
            />
            <Select
              aria-label="Work mode"
              options={LOCATION_OPTIONS}
              value={filters.jobLocation}
              onChange={(value) => setFilter('jobLocation', value)}
              style={{ minWidth: 130 }}
            />
            <Select
              aria-label="Country"
              showSearch
              options={countries}
              value={filters.country}
              onChange={(value) => setFilter('country', value)}
              style={{ minWidth: 170 }}
            />
            {postable.length ? (
              <Checkbox checked={filters.viewAll} onChange={(event) => setFilter('viewAll', event.target.checked)}>
                Include my drafts
              </Checkbox>
            ) : null}
          </>
        }
        pageSize={PAGE_SIZES.jobBoard}
        emptyText={MESSAGES.empty.jobs}
        itemKey={(job) => job.id}
        renderItem={(job) => <JobCard job={job} />}
      />
      {creating ? (
        <JobFormModal
          groups={postable}
          defaultGroupId={defaultOrganizationId}
          onClose={() => setCreating(false)}
          onSaved={(job) => navigate(`/job/${job.slug}`)}
        />
      ) : null}
    </>
  );
}
