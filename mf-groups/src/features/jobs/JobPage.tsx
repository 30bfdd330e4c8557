import { Alert, App, Button, Card, Flex, Result, Typography } from '@trellis/ui/antd';
import { Tabs } from '@trellis/ui/antd/display';
import { Tag } from '@trellis/ui/antd/frame';
import {
  ClockCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  EnvironmentOutlined,
  SearchOutlined,
  ShareAltOutlined,
  TeamOutlined,
} from '@trellis/ui/icons';
import { Link, useLocation, useNavigate, useParams } from '@trellis/ui/router';
import { useEffect, useState } from 'react';
import { bus } from '@trellis/platform/events';
import { formErrorMessage } from '@trellis/platform/api-client';
import { JOB_LOCATION_LABELS, JOB_MESSAGES, JOB_TYPE_LABELS, type Job } from '@trellis/contracts';
import { InitialsAvatar, PageSkeleton } from '@trellis/ui';
import { TextSection } from '../../text/TextSection.tsx';
import { ApplyButton } from './ApplyButton.tsx';
import { JobApplicants } from './JobApplicants.tsx';
import { JobFormModal } from './JobFormModal.tsx';
import { JobTalents } from './JobTalents.tsx';
import { deleteJob } from './jobCalls.ts';
import { closesOn, jobStateLabels } from './jobFacts.ts';
import { useJob } from './useJobs.ts';

type TabKey = 'overview' | 'people' | 'recommendation';
const TAB_PATHS: Record<TabKey, string> = { overview: '', people: '/people', recommendation: '/recommendation' };

function Overview({ job }: { job: Job }) {
  return (
    <Flex vertical gap={16}>
      <TextSection keepLineBreaks title="Description" text={job.description} />
      <TextSection keepLineBreaks title="Requirements" text={job.requirements} />
      {job.skills_detailed.length ? (
        <Flex vertical gap={4}>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            Skills
          </Typography.Title>
          <Flex wrap gap={6}>
            {job.skills_detailed.map((skill) => (
              <Tag key={skill.id} color="blue">
                {skill.name}
              </Tag>
            ))}
          </Flex>
        </Flex>
      ) : null}
      {job.countries.length ? (
        <Flex vertical gap={4}>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            Countries
          </Typography.Title>
          <Typography.Text>{job.countries.join(', ')}</Typography.Text>
        </Flex>
      ) : null}
    </Flex>
  );
}

/** Copies the job's address to the clipboard, or says where to find it when the browser cannot. */
function ShareButton({ job }: { job: Job }) {
  const { message } = App.useApp();
  const share = async () => {
    const url = `${window.location.origin}/job/${job.slug}`;
    try {
      await navigator.clipboard.writeText(url);
      message.success('Link copied');
    } catch {
      message.info(url);
    }
  };
  return (
    <Button icon={<ShareAltOutlined aria-hidden />} onClick={share}>
      Share
    </Button>
  );
}

/** Edit Job, View Applicants, Find Talents and delete, for the job's administrators. */
function AdminActions({ job, onEdit, onOpen }: { job: Job; onEdit(): void; onOpen(tab: TabKey): void }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const confirmDelete = () =>
    modal.confirm({
      title: `Delete ${job.title}?`,
      content: 'The job and its applications will be deleted. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          message.success((await deleteJob(job.id)).message);
          navigate('/jobs');
        } catch (error) {
          message.error(formErrorMessage(error, error instanceof Error ? error.message : undefined));
        }
      },
    });
  return (
    <Flex wrap gap={8}>
      <Button icon={<EditOutlined aria-hidden />} onClick={onEdit}>
        Edit Job
      </Button>
      <Button icon={<TeamOutlined aria-hidden />} onClick={() => onOpen('people')}>
        View Applicants
      </Button>
      <Button icon={<SearchOutlined aria-hidden />} onClick={() => onOpen('recommendation')}>
        Find Talents
      </Button>
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
        Delete
      </Button>
    </Flex>
  );
}

/**
 * /job/{slug}, /job/{slug}/people and /job/{slug}/recommendation: the job, Apply and Share; its administrators also
 * get the Overview, Applicants and Recommendations tabs, Edit Job, View Applicants and Find Talents.
 */
export function JobPage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: job, error, mutate } = useJob(slug);
  const [editing, setEditing] = useState(false);
  // A decision on the member's application arrives live: the page shows it without a reload.
  useEffect(() => {
    const reload = (notice: { type: string; name_slug: string | null }) => {
      if (notice.type === 'job' && notice.name_slug === slug) void mutate();
    };
    bus.on('notification:received', reload);
    return () => bus.off('notification:received', reload);
  }, [slug, mutate]);

  if (!job) {
    if (error?.status === 404) return <Result status="404" title={JOB_MESSAGES.notFound} />;
    if (error) return <Alert type="error" showIcon title={error.message} />;
    return <PageSkeleton />;
  }

  const base = `/job/${job.slug}`;
  const open = (tab: TabKey) => navigate(`${base}${TAB_PATHS[tab]}`);
  const tab: TabKey = !job.is_administrator
    ? 'overview'
    : pathname.endsWith('/people')
      ? 'people'
      : pathname.endsWith('/recommendation')
        ? 'recommendation'
        : 'overview';
  const closes = closesOn(job.application_close_date);

  return (
    <Flex vertical gap={16} style={{ padding: '16px 0' }}>
      <Card>
        <Flex wrap gap={16} align="center">
          <InitialsAvatar name={job.group.name} src={job.group.image} shape="square" size={72} />
          <Flex vertical gap={8} style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {job.title}
            </Typography.Title>
            <Link to={`/org/${job.group.name_slug}`}>{job.group.name}</Link>
            <Flex wrap gap={6}>
              {jobStateLabels(job).map(({ label, color }) => (
                <Tag key={label} color={color}>
                  {label}
                </Tag>
              ))}
              <Tag>{JOB_TYPE_LABELS[job.job_type]}</Tag>
              <Tag>{JOB_LOCATION_LABELS[job.job_location]}</Tag>
            </Flex>
            <Flex wrap gap={12}>
              {job.address ? (
                <Typography.Text type="secondary">
                  <EnvironmentOutlined aria-hidden /> {job.address}
                </Typography.Text>
              ) : null}
              {closes ? (
                <Typography.Text type="secondary">
                  <ClockCircleOutlined aria-hidden /> Applications close {closes}
                </Typography.Text>
              ) : null}
              {job.total_applicants !== null ? (
                <Typography.Text type="secondary">
                  <TeamOutlined aria-hidden /> {job.total_applicants} {job.total_applicants === 1 ? 'applicant' : 'applicants'}
                </Typography.Text>
              ) : null}
            </Flex>
          </Flex>
          <Flex vertical gap={8} align="flex-end">
            <Flex wrap gap={8} justify="flex-end">
              <ApplyButton job={job} onChanged={mutate} />
              <ShareButton job={job} />
            </Flex>
            {job.is_administrator ? <AdminActions job={job} onEdit={() => setEditing(true)} onOpen={open} /> : null}
          </Flex>
        </Flex>
      </Card>
      <Card>
        {job.is_administrator ? (
          <Tabs
            activeKey={tab}
            onChange={(key) => open(key as TabKey)}
            items={[
              { key: 'overview', label: 'Overview', children: <Overview job={job} /> },
              { key: 'people', label: 'Applicants', children: <JobApplicants job={job} onDecided={mutate} /> },
              { key: 'recommendation', label: 'Recommendations', children: <JobTalents job={job} /> },
            ]}
          />
        ) : (
          <Overview job={job} />
        )}
      </Card>
      {editing ? (
        <JobFormModal
          job={job}
          groups={[]}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            void mutate(saved, { revalidate: false });
            if (saved.slug !== job.slug) navigate(`/job/${saved.slug}`);
          }}
        />
      ) : null}
    </Flex>
  );
}
