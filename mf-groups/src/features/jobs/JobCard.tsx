import { Card, Flex, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { ClockCircleOutlined, EnvironmentOutlined } from '@trellis/ui/icons';
import { Link } from '@trellis/ui/router';
import { JOB_LOCATION_LABELS, JOB_TYPE_LABELS, type Job } from '@trellis/contracts';
import { InitialsAvatar } from '@trellis/ui';
import { closesOn, jobStateLabels } from './jobFacts.ts';

/** A card shows 4 skills, then how many more; and 4 countries. */
const SKILLS_SHOWN = 4;
const COUNTRIES_SHOWN = 4;

/**
 * The job's first countries by name, then how many more. Names rather than emoji flags: a system without a flag
 * font (Chromium on Linux, Windows) shows an emoji flag as two letters in boxes.
 */
function CountryNames({ countries }: { countries: string[] }) {
  if (countries.length === 0) return null;
  return (
    <Flex wrap gap={4} align="center" aria-label={`Countries: ${countries.join(', ')}`} role="group">
      {countries.slice(0, COUNTRIES_SHOWN).map((country) => (
        <Tag key={country} variant="filled">
          {country}
        </Tag>
      ))}
      {countries.length > COUNTRIES_SHOWN ? (
        <Typography.Text type="secondary">+{countries.length - COUNTRIES_SHOWN}</Typography.Text>
      ) : null}
    </Flex>
  );
}

/** One job on the board: title, organization, type and mode, state, skills, countries and close date. */
export function JobCard({ job }: { job: Job }) {
  const extraSkills = job.skills_detailed.length - SKILLS_SHOWN;
  const closes = closesOn(job.application_close_date);
  return (
    <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
      <Flex vertical gap={10} style={{ height: '100%' }}>
        <Flex gap={12} align="center">
          <InitialsAvatar name={job.group.name} src={job.group.image} shape="square" size={40} />
          <Flex vertical style={{ minWidth: 0 }}>
            <Link to={`/job/${job.slug}`} style={{ fontWeight: 600, fontSize: 16 }}>
              {job.title}
            </Link>
            <Typography.Text type="secondary" ellipsis>
              {job.group.name}
            </Typography.Text>
          </Flex>
        </Flex>
        <Flex wrap gap={6}>
          {jobStateLabels(job).map(({ label, color }) => (
            <Tag key={label} color={color}>
              {label}
            </Tag>
          ))}
          <Tag>{JOB_TYPE_LABELS[job.job_type]}</Tag>
          <Tag>{JOB_LOCATION_LABELS[job.job_location]}</Tag>
        </Flex>
        {job.address ? (
          <Typography.Text type="secondary">
            <EnvironmentOutlined aria-hidden /> {job.address}
          </Typography.Text>
        ) : null}
        {job.skills_detailed.length ? (
          <Flex wrap gap={6} aria-label="Skills" role="group">
            {job.skills_detailed.slice(0, SKILLS_SHOWN).map((skill) => (
              <Tag key={skill.id} color="blue">
                {skill.name}
              </Tag>
            ))}
            {extraSkills > 0 ? <Tag>+{extraSkills} more</Tag> : null}
          </Flex>
        ) : null}
        <Flex wrap justify="space-between" align="center" gap={8} style={{ marginTop: 'auto' }}>
          <CountryNames countries={job.countries} />
          {closes ? (
            <Typography.Text type="secondary">
              <ClockCircleOutlined aria-hidden /> Closes {closes}
            </Typography.Text>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}
