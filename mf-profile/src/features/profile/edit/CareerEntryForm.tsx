import { Alert, Modal } from '@trellis/ui/antd';
import { Checkbox, Form, Input } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { call } from '@trellis/platform/api-client';
import { profileEndpoints } from '@trellis/contracts/endpoints';
import { CareerEntryInput, type CareerEntry } from '@trellis/contracts';
import { LIMITS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { showServerErrors } from '@trellis/ui';
import { GroupNameInput } from '../../../profile-form/GroupNameInput.tsx';
import { TopicSelect } from '../../../profile-form/TopicSelect.tsx';

export type CareerType = CareerEntry['type'];
const FIELDS = ['title', 'group', 'description', 'skills', 'is_currently_working', 'start_date', 'end_date'] as const;
export const LABELS: Record<CareerType, { title: string; group: string; current: string; noun: string }> = {
  work: { title: 'Title', group: 'Organization', current: 'I currently work here', noun: 'work experience' },
  education: { title: 'Degree', group: 'Institution', current: 'I currently study here', noun: 'education' },
};

/** The month input's value: a stored month as it is, a stored full date by its month. */
const asMonth = (date: string | null) => date?.slice(0, 7) ?? undefined;

function initialValues(entry: CareerEntry | null) {
  if (!entry) return { skills: [], is_currently_working: false };
  return {
    ...entry,
    skills: entry.skills.map((skill) => skill.id),
    end_date: asMonth(entry.end_date),
    start_date: asMonth(entry.start_date),
  };
}

type Props = { type: CareerType; entry: CareerEntry | null; onClose(saved: boolean): void };

/** Adds or changes one work or education entry. */
export function CareerEntryForm({ type, entry, onClose }: Props) {
  const [form] = Form.useForm();
  const currentlyWorking = Form.useWatch('is_currently_working', form) as boolean | undefined;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labels = LABELS[type];

  async function save() {
    setError(null);
    const values: Record<string, unknown> = { ...(form.getFieldsValue(true) as Record<string, unknown>), type };
    for (const name of ['start_date', 'end_date']) if (values[name] === '') values[name] = undefined;
    const result = CareerEntryInput.safeParse(values);
    const issues: { path: PropertyKey[]; message: string }[] = result.success ? [] : [...result.error.issues];
    // The schema's end-date rule runs only once the rest is valid; the form shows it with the others.
    if (!values.is_currently_working && !values.end_date && !issues.some((issue) => issue.path[0] === 'end_date')) {
      issues.push({ path: ['end_date'], message: MESSAGES.common.required });
    }
    form.setFields(
      FIELDS.map((name) => ({
        name,
        errors: issues
          .filter((issue) => issue.path[0] === name)
          .slice(0, 1)
          .map((issue) => issue.message),
      })),
    );
    if (!result.success) return;
    setSaving(true);
    try {
      if (entry) await call(profileEndpoints.updateCareerEntry, { params: { id: entry.id }, body: result.data });
      else await call(profileEndpoints.addCareerEntry, { body: result.data });
      onClose(true);
    } catch (failure) {
      if (showServerErrors(form, failure) !== null)
        setError(entry ? MESSAGES.profileForm.couldNotUpdate : MESSAGES.profileForm.couldNotAddItem);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={`${entry ? 'Edit' : 'Add'} ${labels.noun}`}
      okText="Save"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues(entry)}>
        <Form.Item name="title" label={labels.title} required>
          <Input />
        </Form.Item>
        <Form.Item name="group" label={labels.group} required>
          <GroupNameInput searchType={type === 'education' ? 'institution' : 'all_group'} />
        </Form.Item>
        <Form.Item name="description" label="Description" required>
          <Input.TextArea rows={3} maxLength={LIMITS.longText} />
        </Form.Item>
        <Form.Item name="skills" label="Skills" required>
          <TopicSelect topicType="skill" known={entry?.skills ?? []} />
        </Form.Item>
        <Form.Item name="is_currently_working" valuePropName="checked">
          <Checkbox>{labels.current}</Checkbox>
        </Form.Item>
        <Form.Item name="start_date" label="Start date" required>
          <Input type="month" placeholder="YYYY-MM" />
        </Form.Item>
        {currentlyWorking ? null : (
          <Form.Item name="end_date" label="End date" required>
            <Input type="month" placeholder="YYYY-MM" />
          </Form.Item>
        )}
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Form>
    </Modal>
  );
}
