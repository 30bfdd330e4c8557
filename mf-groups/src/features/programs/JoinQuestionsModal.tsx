import { Alert, Button, Checkbox, Form, Input, Modal, Radio, Upload } from '@trellis/shared/antd';
import { PaperClipOutlined } from '@trellis/shared/icons';
import { useState } from 'react';
import { fieldErrors, formErrorMessage } from '@trellis/shared/api-client';
import { LIMITS } from '@trellis/shared/constants';
import { JOIN_ANSWER_MESSAGES, type JoinAnswers, type JoinQuestion } from '@trellis/shared/contracts';
import { MESSAGES } from '@trellis/shared/messages';
import { uploadAnswerFile } from './membershipCalls.ts';

const ANSWER_FIELD_PREFIX = 'extra_info.answers.';
/** Question files may be images or PDF documents. */
const FILE_ACCEPT = 'image/*,application/pdf';

/** A file question: uploads the chosen file at once and keeps its id as the answer. */
function FileAnswer({ value, onChange }: { value?: number; onChange?: (id: number | undefined) => void }) {
  const [name, setName] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  return (
    <Upload
      accept={FILE_ACCEPT}
      maxCount={1}
      showUploadList={false}
      customRequest={({ file }) => {
        const chosen = file as File;
        setState('uploading');
        uploadAnswerFile(chosen).then(
          (id) => {
            setName(chosen.name);
            setState('idle');
            onChange?.(id);
          },
          () => {
            setState('failed');
            onChange?.(undefined);
          },
        );
      }}
    >
      <Button icon={<PaperClipOutlined aria-hidden />} loading={state === 'uploading'}>
        {state === 'uploading' ? 'Uploading…' : value && name ? name : 'Choose a file'}
      </Button>
      {state === 'failed' ? <div role="alert">{MESSAGES.groupMembership.imageOrPdf}</div> : null}
    </Upload>
  );
}

/** The control for one question; a plain element (not a component), so the form item can hand it its value and id. */
function answerInput(question: JoinQuestion) {
  switch (question.type) {
    case 'text':
      return <Input maxLength={LIMITS.shortText} />;
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={LIMITS.longText} showCount />;
    case 'radio':
      return <Radio.Group options={question.options} />;
    case 'selection':
      return <Checkbox.Group options={question.options} />;
    case 'file':
      return <FileAnswer />;
  }
}

/** Drops the answers left blank: an optional question needs no answer at all. */
function filledAnswers(values: Record<string, JoinAnswers[string] | undefined>): JoinAnswers {
  const answers: JoinAnswers = {};
  for (const [id, answer] of Object.entries(values)) {
    if (answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0)) continue;
    answers[id] = typeof answer === 'string' ? answer.trim() : answer;
  }
  return answers;
}

export type JoinQuestionsModalProps = {
  open: boolean;
  groupName: string;
  questions: JoinQuestion[];
  /** Sends the answers; a rejection with field errors marks the questions concerned. */
  onApply(answers: JoinAnswers): Promise<void>;
  onClose(): void;
};

/** The group's join questions, asked before applying; required ones must be answered. */
export function JoinQuestionsModal({ open, groupName, questions, onApply, onClose }: JoinQuestionsModalProps) {
  const [form] = Form.useForm();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(values: Record<string, JoinAnswers[string] | undefined>) {
    setSending(true);
    setProblem(null);
    try {
      await onApply(filledAnswers(values));
      form.resetFields();
    } catch (error) {
      const byField = Object.entries(fieldErrors(error)).filter(([field]) => field.startsWith(ANSWER_FIELD_PREFIX));
      if (byField.length)
        form.setFields(byField.map(([field, message]) => ({ name: field.slice(ANSWER_FIELD_PREFIX.length), errors: [message] })));
      else setProblem(formErrorMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={open}
      title={`Apply to ${groupName}`}
      okText="Apply"
      okButtonProps={{ loading: sending, htmlType: 'submit', form: 'join-questions' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form id="join-questions" form={form} layout="vertical" onFinish={submit} requiredMark>
        {questions.map((question) => (
          <Form.Item
            key={question.id}
            name={question.id}
            label={question.label}
            rules={question.required ? [{ required: true, message: JOIN_ANSWER_MESSAGES.required }] : []}
          >
            {answerInput(question)}
          </Form.Item>
        ))}
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
      </Form>
    </Modal>
  );
}
