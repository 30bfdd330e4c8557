import type { AgentStep, CustomFormQuestion } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { useIdentity } from '@trellis/platform/api-client';
import { crossAreaLink } from '@trellis/platform/navigation';
import { useSite } from '@trellis/platform/site';
import { Alert, Button, Typography } from '@trellis/ui/antd';
import { Radio, Checkbox, Form, Input, Select } from '@trellis/ui/antd/fields';
import { ResumeQuestion } from './ResumeQuestion.tsx';

/** A profile at least this complete can stand in for a resume. */
export const PROFILE_COMPLETION_THRESHOLD = 60;

const required = [{ required: true, message: 'Required' }];

function Question({ question }: { question: CustomFormQuestion }) {
  const rules = question.required ? required : [];
  const common = { name: question.id, label: question.label, rules };
  switch (question.type) {
    case 'text':
      return (
        <Form.Item {...common}>
          <Input placeholder={question.placeholder} maxLength={2000} />
        </Form.Item>
      );
    case 'textarea':
      return (
        <Form.Item {...common}>
          <Input.TextArea placeholder={question.placeholder} rows={question.rows ?? 3} maxLength={2000} />
        </Form.Item>
      );
    case 'radio':
      return (
        <Form.Item {...common}>
          <Radio.Group options={question.options ?? []} />
        </Form.Item>
      );
    case 'selection':
      return (
        <Form.Item {...common}>
          <Select options={(question.options ?? []).map((option) => ({ value: option, label: option }))} placeholder="Choose one" />
        </Form.Item>
      );
    case 'file':
      return <ResumeQuestion question={question} />;
  }
}

const GOALS = ['A new job', 'New skills', 'A mentor', 'A community'];
const COMMUNITIES = ['Circles', 'Events', 'Organizations'];

/** What one step asks, by its type; a type this screen does not know says so. */
export function StepFields({ step }: { step: AgentStep }) {
  const { identity } = useIdentity();
  const options = useSite((state) => state.config?.options);
  const form = Form.useFormInstance();
  const stage = Form.useWatch('career_stage', form) as string | undefined;
  switch (step.type) {
    case 'registration':
      return (
        <>
          <Form.Item name="first_name" label="First name" rules={required}>
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item name="last_name" label="Last name" rules={required}>
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item name="email" label="Email" rules={[...required, { type: 'email', message: 'Invalid email address' }]}>
            <Input maxLength={254} />
          </Form.Item>
          <Form.Item name="country" label="Country" initialValue="US" rules={required}>
            <Input maxLength={60} />
          </Form.Item>
        </>
      );
    case 'auth_profile_source': {
      const completion = identity?.profile.completion_percent ?? 0;
      return completion >= PROFILE_COMPLETION_THRESHOLD ? (
        <Form.Item name="profile_source" label="Start from" initialValue="profile" rules={required}>
          <Radio.Group options={[{ value: 'profile', label: `My profile (${completion}% complete)` }]} />
        </Form.Item>
      ) : (
        <Alert
          type="info"
          showIcon
          title={`Your profile is ${completion}% complete. Complete your profile or upload a resume so the report can start from it.`}
          action={<Button {...crossAreaLink('/profile')}>Open my profile</Button>}
        />
      );
    }
    case 'unauth_profile_source':
      return (
        <Form.Item name="resume_text" label="Paste your resume or a summary of your experience" rules={required}>
          <Input.TextArea rows={6} maxLength={2000} />
        </Form.Item>
      );
    case 'career_information': {
      const reasons = (options?.reason_to_join ?? []).filter(
        (reason) => !stage || (options?.career_reason_map[stage] ?? []).includes(reason.id),
      );
      return (
        <>
          <Form.Item name="career_stage" label="Career stage" rules={required}>
            <Select
              options={(options?.career_stages ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
              placeholder="Choose one"
              onChange={() => form.setFieldValue('reasons', [])}
            />
          </Form.Item>
          <Form.Item name="reasons" label="Why are you here?">
            <Checkbox.Group options={reasons.map((reason) => ({ value: reason.name, label: reason.name }))} />
          </Form.Item>
        </>
      );
    }
    case 'group_checklist':
      return (
        <Form.Item name="communities" label="Communities">
          <Checkbox.Group options={COMMUNITIES} />
        </Form.Item>
      );
    case 'checklist':
      return (
        <Form.Item name="goals" label="Goals for the next year" rules={required}>
          <Checkbox.Group options={GOALS} />
        </Form.Item>
      );
    case 'custom_form':
      return (
        <>
          {step.extra_info.questions.map((question) => (
            <Question key={question.id} question={question} />
          ))}
        </>
      );
    case 'redirect_to_signup':
      return (
        <Typography.Paragraph>
          {MESSAGES.agents.trialSignup} <Typography.Link {...crossAreaLink('/signup?next=/careergps-reports')}>Sign up</Typography.Link>
        </Typography.Paragraph>
      );
    case 'report_generation':
      return <Typography.Paragraph>Your answers are ready. Next writes your report from them.</Typography.Paragraph>;
    default:
      return <Alert type="warning" showIcon title="Unknown step type" />;
  }
}
