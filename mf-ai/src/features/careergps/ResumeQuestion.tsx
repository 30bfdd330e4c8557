import type { CustomFormQuestion, ImportedProfile } from '@trellis/contracts';
import { AGENT_ANSWER_MAX_CHARS } from '@trellis/contracts';
import { profileEndpoints } from '@trellis/contracts/endpoints';
import { ApiError, call, fieldErrors, useIdentity } from '@trellis/platform/api-client';
import { FileUploaderRow } from '@trellis/ui';
import { Typography } from '@trellis/ui/antd';
import { Form } from '@trellis/ui/antd/fields';

/** What a resume says, as the answer the agent reads: headline, work, study and skills, within an answer's length. */
export function resumeSummary(data: ImportedProfile): string {
  const entries = (items: ImportedProfile['work']) => items.map((item) => [item.title, item.group].filter(Boolean).join(' at ')).join('; ');
  const parts = [
    data.title ? `Headline: ${data.title}` : '',
    data.work.length > 0 ? `Work: ${entries(data.work)}` : '',
    data.education.length > 0 ? `Education: ${entries(data.education)}` : '',
    data.skills.length > 0 ? `Skills: ${data.skills.join(', ')}` : '',
  ].filter(Boolean);
  return (parts.join('. ') || 'A resume with no headline, work, education or skills that could be read.').slice(0, AGENT_ANSWER_MAX_CHARS);
}

/** Reads a resume through the resume upload, which keeps the file as the profile's resume but imports nothing into the profile, and answers with what it says. */
async function readResume(file: File, onProgress: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('update_profile', 'false');
  try {
    const answer = await call(profileEndpoints.uploadResume, { body: form }, { onProgress });
    return resumeSummary(answer.data);
  } catch (failure) {
    // The server names what is wrong with the file under its field; the row shows a refusal's one sentence.
    const refusal = fieldErrors(failure).file;
    if (refusal && failure instanceof ApiError) throw new ApiError(failure.status, { message: refusal });
    throw failure;
  }
}

function ResumeField({ label, value, onChange }: { label: string; value?: string; onChange?: (value: string) => void }) {
  return (
    <>
      <FileUploaderRow
        label={label}
        accept=".pdf,.docx"
        upload={async (file, onProgress) => onChange?.(await readResume(file, onProgress))}
      />
      {value && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} aria-label="What your resume says">
          {value}
        </Typography.Paragraph>
      )}
    </>
  );
}

/**
 * A file question: a resume (PDF or DOCX, within the upload limit) read on the server, whose contents become the
 * answer. Reading needs an account, which a visitor makes on the run's first step.
 */
export function ResumeQuestion({ question }: { question: CustomFormQuestion }) {
  const { signedIn } = useIdentity();
  if (!signedIn) {
    return (
      <Form.Item label={question.label}>
        <Typography.Text type="secondary">Register on the first step to add your resume.</Typography.Text>
      </Form.Item>
    );
  }
  return (
    <Form.Item name={question.id} label={question.label} rules={question.required ? [{ required: true, message: 'Required' }] : []}>
      <ResumeField label="Upload a resume" />
    </Form.Item>
  );
}
