import { Alert, Button, Flex } from '@trellis/ui/antd';
import { Radio, Checkbox, Form, Select } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { fieldErrors, formErrorMessage } from '@trellis/platform/api-client';
import { PRIVACY } from '@trellis/contracts/constants';
import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  ContentCreateBody,
  SECURITY_LEVEL_LABELS,
  SECURITY_LEVELS,
  type Content,
  type ContentAnswer,
  type ContentType,
  type PostableGroup,
  type SecurityLevel,
  type UploadedFile,
} from '@trellis/contracts';
import { AttachmentsField, FILE_TYPES } from '../group-resources/AttachmentsField.tsx';
import { BlockEditor } from './BlockEditor.tsx';
import { emptyBlock, fromContentBlocks, toContentBlocks, type EditorBlock } from './editorBlocks.ts';
import { createContent, updateContent } from './postCalls.ts';

type Field = 'group' | 'data' | 'files' | 'security_level' | 'send_email';
const FIELDS: Field[] = ['group', 'data', 'files', 'security_level', 'send_email'];

/** A server or contract field path ("data.blocks.0.data.text") as the form field it belongs to. */
const fieldOf = (path: string): Field | null => FIELDS.find((field) => path === field || path.startsWith(`${field}.`)) ?? null;

/** What the form calls the text it edits, by kind. */
const TEXT_LABELS: Record<ContentType, string> = { post: 'Post', newsletter: 'Newsletter', career_tip: 'Career tip' };
const SUBMIT_LABELS: Record<ContentType, string> = { post: 'Post', newsletter: 'Submit', career_tip: 'Share' };

export type PostFormProps = {
  kind: ContentType;
  /** The post being edited; none to share a new one. */
  post?: Content;
  /** The groups the member may post in (sharing only). */
  groups: PostableGroup[];
  /** The group chosen when the form opens, when the member may post in it. */
  defaultGroupId?: number | null;
  onCancel(): void;
  onSaved(answer: ContentAnswer): void;
};

/**
 * Share Something, Submit a newsletter, Share a career tip and Edit Post: the group (when sharing), the text as blocks, files, who may read it
 * (private unless the author says otherwise) and, for a newsletter in a group the member runs, e-mail to its members.
 * The contract's rules run before sending; the server's come back under their fields.
 */
export function PostForm({ kind, post, groups, defaultGroupId = null, onCancel, onSaved }: PostFormProps) {
  const startGroup = groups.some((group) => group.id === defaultGroupId) ? defaultGroupId : groups.length === 1 ? groups[0]!.id : null;
  const [group, setGroup] = useState<number | null>(startGroup);
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => (post ? fromContentBlocks(post.data.blocks) : [emptyBlock()]));
  const [files, setFiles] = useState<UploadedFile[]>(post?.files ?? []);
  const [securityLevel, setSecurityLevel] = useState<SecurityLevel>(post?.security_level ?? PRIVACY.private);
  const [sendEmail, setSendEmail] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const mayEmail = kind === 'newsletter' && !post && groups.find((option) => option.id === group)?.may_email === true;

  const showErrors = (byPath: [string, string][]) => {
    const next: Partial<Record<Field, string>> = {};
    for (const [path, message] of byPath) {
      const field = fieldOf(path) ?? 'data';
      next[field] ??= message;
    }
    setErrors(next);
  };

  async function submit() {
    setProblem(null);
    const content = toContentBlocks(blocks);
    if (!content.length) return setErrors({ data: CONTENT_MESSAGES.empty });
    const body = {
      group: group ?? 0,
      data: { blocks: content },
      files: files.map((file) => file.id),
      security_level: securityLevel,
      send_email: mayEmail && sendEmail,
    };
    if (!post) {
      const checked = ContentCreateBody.safeParse({ ...body, types: kind === 'newsletter' ? kind : 'post' });
      if (!checked.success) {
        return showErrors(
          checked.error.issues.map((issue) => [
            issue.path.join('.'),
            issue.path[0] === 'group' ? CONTENT_MESSAGES.required : issue.message,
          ]),
        );
      }
    }
    setSending(true);
    try {
      onSaved(
        post
          ? await updateContent(post.types, post.id, { data: body.data, files: body.files, security_level: securityLevel })
          : await createContent(kind, body),
      );
    } catch (error) {
      const byField = Object.entries(fieldErrors(error));
      if (byField.length) showErrors(byField);
      else setProblem(formErrorMessage(error, post ? undefined : CONTENT_MESSAGES.createFailed));
    } finally {
      setSending(false);
    }
  }

  const status = (field: Field) => (errors[field] ? ('error' as const) : undefined);

  return (
    <Form layout="vertical" onFinish={() => void submit()} component="form">
      {post ? null : (
        <Form.Item label="Group" required validateStatus={status('group')} help={errors.group} htmlFor="post-group">
          <Select
            id="post-group"
            placeholder="Choose a group"
            value={group ?? undefined}
            options={groups.map((option) => ({ label: option.name, value: option.id }))}
            onChange={(id: number) => {
              setGroup(id);
              setErrors({ ...errors, group: undefined });
            }}
          />
        </Form.Item>
      )}
      <Form.Item label={TEXT_LABELS[kind]} required validateStatus={status('data')} help={errors.data}>
        <BlockEditor
          label={TEXT_LABELS[kind]}
          value={blocks}
          invalid={Boolean(errors.data)}
          onChange={(next) => {
            setBlocks(next);
            if (errors.data) setErrors({ ...errors, data: undefined });
          }}
        />
      </Form.Item>
      <Form.Item label="Files" htmlFor="post-files" validateStatus={status('files')}>
        <AttachmentsField
          id="post-files"
          label="Attach files"
          value={files}
          onChange={(next) => {
            setFiles(next);
            if (errors.files) setErrors({ ...errors, files: undefined });
          }}
          max={CONTENT_LIMITS.files}
          tooMany={CONTENT_MESSAGES.maxFiles}
          accept={FILE_TYPES}
          error={errors.files}
        />
      </Form.Item>
      <Form.Item label="Who can see it" validateStatus={status('security_level')} help={errors.security_level}>
        <Radio.Group
          aria-label="Who can see it"
          value={securityLevel}
          onChange={(event) => setSecurityLevel(event.target.value as SecurityLevel)}
          options={SECURITY_LEVELS.map((level) => ({
            value: level,
            label:
              level === PRIVACY.public ? `${SECURITY_LEVEL_LABELS[level]}: anyone` : `${SECURITY_LEVEL_LABELS[level]}: the group's members`,
          }))}
        />
      </Form.Item>
      {mayEmail ? (
        <Form.Item validateStatus={status('send_email')} help={errors.send_email}>
          <Checkbox checked={sendEmail} onChange={(event) => setSendEmail(event.target.checked)}>
            Also send it by e-mail to the group&apos;s members
          </Checkbox>
        </Form.Item>
      ) : null}
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={sending}>
          {post ? 'Save' : SUBMIT_LABELS[kind]}
        </Button>
      </Flex>
    </Form>
  );
}
