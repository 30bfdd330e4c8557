import { Alert, Button, Modal } from '@trellis/ui/antd';
import { Form, Input, Select } from '@trellis/ui/antd/fields';
import { useMemo, useState } from 'react';
import { fieldErrors, formErrorMessage } from '@trellis/platform/api-client';
import { LIMITS } from '@trellis/contracts/constants';
import {
  JOB_LOCATION_LABELS,
  JOB_LOCATIONS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  JobCreateBody,
  JobValid,
  needsAddress,
  type Job,
  type JobGroup,
  type JobLocation,
  type JobType,
} from '@trellis/contracts';
import { countryNames } from './countryNames.ts';
import { createJob, updateJob } from './jobCalls.ts';
import { useJobFormOptions } from './useJobs.ts';

type FormValues = {
  group?: number;
  title?: string;
  job_type?: JobType;
  job_location?: JobLocation;
  address?: string;
  description?: string;
  requirements?: string;
  skills?: number[];
  career_stages?: number[];
  countries?: string[];
  application_close_date?: string;
};

const FORM_ID = 'job-form';

/** The stored job as the form's values; dates as the date input writes them. */
function initialValues(job: Job | undefined, defaultGroupId: number | null): FormValues {
  if (!job)
    return {
      group: defaultGroupId ?? undefined,
      job_type: 'full_time',
      job_location: 'on_site',
      skills: [],
      career_stages: [],
      countries: [],
    };
  return {
    title: job.title,
    job_type: job.job_type,
    job_location: job.job_location,
    address: job.address ?? '',
    description: job.description,
    requirements: job.requirements,
    skills: job.skills,
    career_stages: job.career_stages,
    countries: job.countries,
    application_close_date: job.application_close_date?.slice(0, 10) ?? '',
  };
}

export type JobFormModalProps = {
  /** The job being edited; none to create one. */
  job?: Job;
  /** The organizations the member may post for (creating only). */
  groups: JobGroup[];
  defaultGroupId?: number | null;
  onClose(): void;
  onSaved(job: Job): void;
};

/**
 * Create Job and Edit Job. Publish Job publishes; Save as Draft (a new job or a draft) and Convert to Draft (a
 * published one) keep it a draft. The contract's rules run before sending, the server's come back per field.
 */
export function JobFormModal({ job, groups, defaultGroupId = null, onClose, onSaved }: JobFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { skills, careerStages } = useJobFormOptions(true);
  const countries = useMemo(() => countryNames().map((name) => ({ label: name, value: name })), []);
  const location = Form.useWatch('job_location', form) ?? job?.job_location ?? 'on_site';
  const [sending, setSending] = useState<'approved' | 'pending' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const published = job?.job_status === 'approved';

  async function save(status: 'approved' | 'pending') {
    setProblem(null);
    const values = form.getFieldsValue(true) as FormValues;
    const jobLocation = values.job_location ?? 'on_site';
    const body = {
      group: values.group,
      title: values.title ?? '',
      description: values.description ?? '',
      requirements: values.requirements ?? '',
      job_type: values.job_type ?? 'full_time',
      job_location: jobLocation,
      address: needsAddress(jobLocation) ? (values.address ?? '') : null,
      skills: values.skills ?? [],
      career_stages: values.career_stages ?? [],
      countries: values.countries ?? [],
      application_close_date: values.application_close_date ?? null,
      job_status: status,
    } satisfies JobCreateBody;
    const checked = (job ? JobValid : JobCreateBody).safeParse(body);
    if (!checked.success) {
      form.setFields(checked.error.issues.map((issue) => ({ name: issue.path.join('.') as keyof FormValues, errors: [issue.message] })));
      return;
    }
    setSending(status);
    try {
      const { group: _fixed, ...change } = body;
      const answer = job ? await updateJob(job.id, change) : await createJob(body);
      onSaved(answer.job);
      onClose();
    } catch (error) {
      const byField = Object.entries(fieldErrors(error));
      if (byField.length) form.setFields(byField.map(([name, message]) => ({ name: name as keyof FormValues, errors: [message] })));
      else setProblem(formErrorMessage(error, error instanceof Error ? error.message : undefined));
    } finally {
      setSending(null);
    }
  }

  const footer = [
    <Button key="cancel" onClick={onClose}>
      Cancel
    </Button>,
    <Button key="draft" loading={sending === 'pending'} disabled={sending !== null} onClick={() => save('pending')}>
      {published ? 'Convert to Draft' : 'Save as Draft'}
    </Button>,
    <Button key="publish" type="primary" loading={sending === 'approved'} disabled={sending !== null} onClick={() => save('approved')}>
      Publish Job
    </Button>,
  ];

  return (
    <Modal open title={job ? 'Edit Job' : 'Create Job'} onCancel={onClose} footer={footer} width={720} destroyOnHidden>
      <Form
        id={FORM_ID}
        form={form}
        layout="vertical"
        initialValues={initialValues(job, defaultGroupId)}
        onValuesChange={(changed: FormValues) => {
          // A field's message goes once it is changed; remote work has no address, so what was typed in it goes too.
          form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof FormValues, errors: [] })));
          if (changed.job_location === 'remote') form.setFieldValue('address', '');
        }}
      >
        {job ? null : (
          <Form.Item name="group" label="Organization" required>
            <Select options={groups.map((group) => ({ label: group.name, value: group.id }))} placeholder="Choose an organization" />
          </Form.Item>
        )}
        <Form.Item name="title" label="Title" required>
          <Input maxLength={LIMITS.shortText} />
        </Form.Item>
        <Form.Item name="job_type" label="Job type" required>
          <Select options={JOB_TYPES.map((value) => ({ label: JOB_TYPE_LABELS[value], value }))} />
        </Form.Item>
        <Form.Item name="job_location" label="Work mode" required>
          <Select options={JOB_LOCATIONS.map((value) => ({ label: JOB_LOCATION_LABELS[value], value }))} />
        </Form.Item>
        {needsAddress(location) ? (
          <Form.Item name="address" label="Address" required>
            <Input maxLength={LIMITS.shortText} />
          </Form.Item>
        ) : null}
        <Form.Item name="description" label="Description" required>
          <Input.TextArea rows={5} showCount />
        </Form.Item>
        <Form.Item name="requirements" label="Requirements">
          <Input.TextArea rows={4} showCount />
        </Form.Item>
        <Form.Item name="skills" label={`Skills (up to ${LIMITS.maxTags})`}>
          <Select mode="multiple" optionFilterProp="label" options={skills.map((skill) => ({ label: skill.name, value: skill.id }))} />
        </Form.Item>
        <Form.Item name="career_stages" label="Career stages">
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={careerStages.map((stage) => ({ label: stage.name, value: stage.id }))}
          />
        </Form.Item>
        <Form.Item name="countries" label="Countries">
          <Select mode="multiple" options={countries} />
        </Form.Item>
        <Form.Item name="application_close_date" label="Applications close on">
          <Input type="date" />
        </Form.Item>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
      </Form>
    </Modal>
  );
}
