import { Alert, Modal } from '@trellis/ui/antd';
import { Radio, Checkbox, Form, Input } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { LIMITS } from '@trellis/contracts/constants';
import { JOIN_ANSWER_MESSAGES, type JoinAnswers, type JoinQuestion } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { showServerErrors } from '@trellis/ui';
import { AnswerFile } from './AnswerFile.tsx';

const ANSWER_FIELD_PREFIX = 'extra_info.answers.';
/** Question files may be images or PDF documents. */
const QUESTION_FILE_ACCEPT = 'image/*,application/pdf';
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
      return <AnswerFile accept={QUESTION_FILE_ACCEPT} failure={MESSAGES.groupMembership.imageOrPdf} />;
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
      setProblem(showServerErrors(form, error, { prefix: ANSWER_FIELD_PREFIX }));
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
