import { Alert, Button, Flex, Modal, Typography } from '@trellis/ui/antd';
import { Radio, Checkbox, Form, Input, Select } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { fieldErrors, formErrorMessage } from '@trellis/platform/api-client';
import { LIMITS } from '@trellis/contracts/constants';
import {
  RESOURCE_MESSAGES,
  RESOURCE_SECURITY_LEVELS,
  RESOURCE_TOPIC_AREAS,
  ResourceEditValid,
  ResourceValid,
  topicAreaOf,
  type Resource,
  type ResourceCreateBody,
  type UploadedFile,
} from '@trellis/contracts';
import { AttachmentsField, FILE_TYPES, IMAGE_TYPES } from './AttachmentsField.tsx';
import { contributeResource, editResource } from './resourceCalls.ts';
import { useContributableGroups, useResourceFormOptions } from './useResources.ts';

type SecurityLevel = (typeof RESOURCE_SECURITY_LEVELS)[keyof typeof RESOURCE_SECURITY_LEVELS];

type FormValues = {
  group?: number;
  title?: string;
  content?: string;
  source?: string;
  security_level: SecurityLevel;
  publish_to_khub: boolean;
  is_premium: boolean;
  topics: number[];
  topic_area?: number;
  career_stages: number[];
};

function initialValues(resource: Resource | undefined, groupId: number | undefined): FormValues {
  if (!resource) return { group: groupId, security_level: 0, publish_to_khub: false, is_premium: false, topics: [], career_stages: [] };
  return {
    title: resource.title,
    content: resource.content,
    source: resource.source ?? '',
    security_level: resource.security_level === RESOURCE_SECURITY_LEVELS.public ? 0 : 20,
    publish_to_khub: resource.publish_to_khub,
    is_premium: resource.is_premium,
    topics: resource.topics,
    topic_area: resource.topic_area ?? undefined,
    career_stages: resource.career_stages,
  };
}

export type ResourceFormModalProps = {
  /** The resource being edited; none to contribute one. */
  resource?: Resource;
  /** The group a contribution goes to, when the form is opened from it; otherwise the member picks one. */
  fixedGroup?: { id: number; name: string };
  onClose(): void;
  onSaved(resource: Resource, message: string): void;
};

/**
 * Contribute a Resource and Edit Resource. Files and the thumbnail are sent as soon as they are chosen, with their
 * progress; the career stages offered are those of the chosen topic area; Publish to the resource hub and Premium are
 * offered for a public resource only. The contract's rules run before sending, the server's come back per field.
 */
export function ResourceFormModal({ resource, fixedGroup, onClose, onSaved }: ResourceFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { topics, careerStages } = useResourceFormOptions(true);
  const groups = useContributableGroups(!resource && !fixedGroup);
  const [files, setFiles] = useState<UploadedFile[]>(resource?.files ?? []);
  const [thumbnail, setThumbnail] = useState<UploadedFile[]>([]);
  const [keepThumbnail, setKeepThumbnail] = useState(Boolean(resource?.thumbnail_image));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const securityLevel = Form.useWatch('security_level', form) ?? initialValues(resource, fixedGroup?.id).security_level;
  const topicArea = Form.useWatch('topic_area', form) ?? resource?.topic_area ?? undefined;
  const area = topicAreaOf(topicArea);
  const stageOptions = careerStages
    .filter((stage) => (area?.career_stages as readonly number[] | undefined)?.includes(stage.id))
    .map((stage) => ({ label: stage.name, value: stage.id }));

  async function save() {
    setProblem(null);
    setServerErrors({});
    const values = form.getFieldsValue(true) as FormValues;
    const thumbnailId = thumbnail[0]?.id ?? null;
    const body = {
      group: values.group ?? fixedGroup?.id ?? 0,
      title: values.title ?? '',
      content: values.content ?? '',
      source: values.source ?? '',
      security_level: values.security_level,
      publish_to_khub: values.publish_to_khub,
      is_premium: values.is_premium,
      files: files.map((file) => file.id),
      topics: values.topics,
      topic_area: values.topic_area ?? 0,
      career_stages: values.career_stages,
      ...(resource && keepThumbnail && !thumbnailId ? {} : { thumbnail_image: thumbnailId }),
    } satisfies ResourceCreateBody;
    const checked = (resource ? ResourceEditValid : ResourceValid).safeParse(body);
    if (!checked.success) {
      const byField: Record<string, string> = {};
      for (const issue of checked.error.issues) byField[issue.path.join('.')] ??= issue.message;
      form.setFields(Object.entries(byField).map(([name, message]) => ({ name: name as keyof FormValues, errors: [message] })));
      setServerErrors(byField);
      return;
    }
    setSending(true);
    try {
      const { group: _fixed, ...change } = body;
      const answer = resource ? await editResource(resource.id, change) : await contributeResource(body);
      onSaved(answer.resource, answer.message);
      onClose();
    } catch (error) {
      const byField = fieldErrors(error);
      setServerErrors(byField);
      const formFields = Object.entries(byField).filter(([name]) => name !== 'files' && name !== 'thumbnail_image');
      if (formFields.length) form.setFields(formFields.map(([name, message]) => ({ name: name as keyof FormValues, errors: [message] })));
      if (!Object.keys(byField).length) setProblem(formErrorMessage(error, RESOURCE_MESSAGES.actionFailed(resource ? 'update' : 'create')));
    } finally {
      setSending(false);
    }
  }

  const footer = [
    <Button key="cancel" onClick={onClose}>
      Cancel
    </Button>,
    <Button key="save" type="primary" loading={sending} onClick={() => void save()}>
      {resource ? 'Save changes' : 'Submit'}
    </Button>,
  ];

  return (
    <Modal open title={resource ? 'Edit Resource' : 'Contribute a Resource'} onCancel={onClose} footer={footer} width={720} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues(resource, fixedGroup?.id)}
        onValuesChange={(changed: Partial<FormValues>) => {
          form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof FormValues, errors: [] })));
          // The career stages on offer are the new area's: the ones chosen under another area go.
          if ('topic_area' in changed) form.setFieldValue('career_stages', []);
          // Publishing to the hub and premium belong to public resources only.
          if (changed.security_level === RESOURCE_SECURITY_LEVELS.private)
            form.setFieldsValue({ publish_to_khub: false, is_premium: false });
        }}
      >
        {resource ? null : fixedGroup ? (
          <Typography.Paragraph>
            For <strong>{fixedGroup.name}</strong>
          </Typography.Paragraph>
        ) : (
          <Form.Item name="group" label="Group" required>
            <Select
              loading={!groups.data && !groups.error}
              options={(groups.data?.data ?? []).map((group) => ({ label: group.name, value: group.id }))}
              placeholder="Choose a group you belong to"
            />
          </Form.Item>
        )}
        <Form.Item name="title" label="Title" required>
          <Input maxLength={LIMITS.shortText} />
        </Form.Item>
        <Form.Item name="content" label="Description">
          <Input.TextArea rows={4} maxLength={LIMITS.longText} showCount />
        </Form.Item>
        <Form.Item name="source" label="Link (optional)">
          <Input type="url" placeholder="https://" maxLength={500} />
        </Form.Item>
        <Form.Item name="topics" label="Topics" required extra={`Up to ${LIMITS.maxTags}`}>
          <Select mode="multiple" optionFilterProp="label" options={topics.map((topic) => ({ label: topic.name, value: topic.id }))} />
        </Form.Item>
        <Form.Item name="topic_area" label="Topic area" required>
          <Select
            options={RESOURCE_TOPIC_AREAS.map((option) => ({ label: option.name, value: option.id }))}
            placeholder="Choose a topic area"
          />
        </Form.Item>
        <Form.Item name="career_stages" label="Career stages" required extra={area ? undefined : 'Choose a topic area first'}>
          <Select mode="multiple" optionFilterProp="label" disabled={!area} options={stageOptions} />
        </Form.Item>
        <Form.Item name="security_level" label="Who can see it">
          <Radio.Group
            options={[
              { label: 'Public', value: RESOURCE_SECURITY_LEVELS.public },
              { label: 'Private (group members)', value: RESOURCE_SECURITY_LEVELS.private },
            ]}
          />
        </Form.Item>
        {securityLevel === RESOURCE_SECURITY_LEVELS.public ? (
          <Flex wrap gap={16}>
            <Form.Item name="publish_to_khub" valuePropName="checked" style={{ marginBottom: 8 }}>
              <Checkbox>Publish to the resource hub</Checkbox>
            </Form.Item>
            <Form.Item name="is_premium" valuePropName="checked" style={{ marginBottom: 8 }}>
              <Checkbox>Premium (files for members whose plan includes premium resources)</Checkbox>
            </Form.Item>
          </Flex>
        ) : null}
        <Form.Item label="Files" htmlFor="resource-files" extra={`PDF, DOCX or images, up to ${LIMITS.maxTags} files of 10 MB`}>
          <AttachmentsField
            id="resource-files"
            label="Attach files"
            value={files}
            onChange={setFiles}
            max={LIMITS.maxTags}
            tooMany={RESOURCE_MESSAGES.maxFiles}
            accept={FILE_TYPES}
            error={serverErrors.files}
          />
        </Form.Item>
        <Form.Item label="Thumbnail image" htmlFor="resource-thumbnail">
          {keepThumbnail && resource?.thumbnail_image && !thumbnail.length ? (
            <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
              <img src={resource.thumbnail_image} alt="Current thumbnail" style={{ height: 48, borderRadius: 4 }} />
              <Button size="small" onClick={() => setKeepThumbnail(false)}>
                Remove
              </Button>
            </Flex>
          ) : null}
          <AttachmentsField
            id="resource-thumbnail"
            label="Choose an image"
            value={thumbnail}
            onChange={setThumbnail}
            max={1}
            tooMany={RESOURCE_MESSAGES.oneThumbnail}
            accept={IMAGE_TYPES}
            error={serverErrors.thumbnail_image}
          />
        </Form.Item>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
      </Form>
    </Modal>
  );
}
