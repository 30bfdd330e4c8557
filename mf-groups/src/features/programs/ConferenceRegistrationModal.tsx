import { Alert, Modal } from '@trellis/ui/antd';
import { Radio, Form, Input, Select } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { LIMITS } from '@trellis/contracts/constants';
import {
  CONFERENCE_MESSAGES,
  DIETARY_OPTIONS,
  PARTICIPANT_TYPES,
  PROGRAM_TYPES,
  PUBLICATIONS,
  SUBMISSION_TYPES,
  conferenceRegistrationErrors,
  keptRegistration,
  type ConferenceRegistration,
} from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { showServerErrors } from '@trellis/ui';
import { AnswerFile } from './AnswerFile.tsx';

const REGISTRATION_FIELD_PREFIX = 'extra_info.';
const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));
const PARTICIPANT_LABELS: Record<(typeof PARTICIPANT_TYPES)[number], string> = { attendee: 'Attendee', presenter: 'Presenter' };

/** Blank text fields are left out, so an empty phone number is no answer rather than an empty one. */
function filled(values: ConferenceRegistration): ConferenceRegistration {
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const clean = typeof value === 'string' ? value.trim() : value;
    if (clean !== undefined && clean !== '') kept[field] = clean;
  }
  return keptRegistration(kept as ConferenceRegistration);
}

export type ConferenceRegistrationModalProps = {
  open: boolean;
  eventName: string;
  onRegister(registration: ConferenceRegistration): Promise<void>;
  onClose(): void;
};

/** The conference form asked before registering; presenter-only fields show (and are sent) for presenters only. */
export function ConferenceRegistrationModal({ open, eventName, onRegister, onClose }: ConferenceRegistrationModalProps) {
  const [form] = Form.useForm<ConferenceRegistration>();
  const participant = Form.useWatch('participant_type', form);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const showErrors = (errors: Record<string, string[] | string>) =>
    form.setFields(
      Object.entries(errors)
        .filter(([field]) => field.startsWith(REGISTRATION_FIELD_PREFIX))
        .map(([field, message]) => ({
          name: field.slice(REGISTRATION_FIELD_PREFIX.length) as keyof ConferenceRegistration,
          errors: Array.isArray(message) ? message : [message],
        })),
    );

  async function submit(values: ConferenceRegistration) {
    const registration = filled(values);
    // The same checks the server runs, so a missing field is named before anything is sent.
    const errors = conferenceRegistrationErrors(registration);
    if (Object.keys(errors).length) return showErrors(errors);
    setSending(true);
    setProblem(null);
    try {
      await onRegister(registration);
      form.resetFields();
    } catch (error) {
      setProblem(showServerErrors(form, error, { prefix: REGISTRATION_FIELD_PREFIX }));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={open}
      title={`Register for ${eventName}`}
      okText="Register"
      okButtonProps={{ loading: sending, htmlType: 'submit', form: 'conference-registration' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form id="conference-registration" form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="participant_type" label="Participant type" required>
          <Radio.Group options={PARTICIPANT_TYPES.map((value) => ({ label: PARTICIPANT_LABELS[value], value }))} />
        </Form.Item>
        <Form.Item name="program_type" label="Program type" required>
          <Select aria-label="Program type" placeholder={CONFERENCE_MESSAGES.programType} options={options(PROGRAM_TYPES)} />
        </Form.Item>
        <Form.Item name="phone_number" label="Phone number">
          <Input type="tel" maxLength={32} autoComplete="tel" />
        </Form.Item>
        <Form.Item name="alternative_phone_number" label="Alternative phone number">
          <Input type="tel" maxLength={32} />
        </Form.Item>
        <Form.Item name="dietary" label="Dietary preference">
          <Radio.Group options={options(DIETARY_OPTIONS)} />
        </Form.Item>
        {participant === 'presenter' ? (
          <>
            <Form.Item name="submission_type" label="Submission type" required>
              <Select aria-label="Submission type" placeholder={CONFERENCE_MESSAGES.submissionType} options={options(SUBMISSION_TYPES)} />
            </Form.Item>
            <Form.Item name="title" label="Title" required>
              <Input maxLength={LIMITS.shortText} />
            </Form.Item>
            <Form.Item name="abstract" label="Abstract" extra="At most 250 words.">
              <Input.TextArea rows={4} maxLength={LIMITS.longText} />
            </Form.Item>
            <Form.Item name="abstract_file" label="Abstract file (PDF)">
              <AnswerFile accept="application/pdf,.pdf" failure={MESSAGES.groupMembership.pdfOnly} />
            </Form.Item>
            <Form.Item name="publication" label="Publication" required>
              <Select aria-label="Publication" placeholder={CONFERENCE_MESSAGES.publication} options={options(PUBLICATIONS)} />
            </Form.Item>
          </>
        ) : null}
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
      </Form>
    </Modal>
  );
}
