import { Alert, Button, Flex, Modal, Typography } from '@trellis/ui/antd';
import { Form, Input, Select } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { fieldErrors, formErrorMessage } from '@trellis/platform/api-client';
import { AI_MESSAGES, AI_TOOL_LOGO_BYTES, AiToolCreateBody, MAX_CATEGORIES, type AiTool, type AiToolSaved } from '@trellis/contracts';
import { createAiTool, updateAiTool, uploadLogo, useToolCategories, useToolGroupOptions } from './aiToolCalls.ts';

type FormValues = {
  name?: string;
  description?: string;
  group?: number;
  categories?: string[];
  website?: string;
  roles?: string[];
};

const FIELDS = ['name', 'description', 'group', 'categories', 'logo', 'website', 'roles'] as const;

function initialValues(tool: AiTool | undefined): FormValues {
  if (!tool) return { categories: [], roles: [] };
  return {
    name: tool.name,
    description: tool.description,
    group: tool.group?.id,
    categories: tool.categories,
    website: tool.website ?? '',
    roles: tool.roles,
  };
}

export type AiToolFormModalProps = {
  /** The tool being edited; none to submit a new one. */
  tool?: AiTool;
  onClose(): void;
  onSaved(saved: AiToolSaved): void;
};

/**
 * Submit AI Tool and Edit AI Tool. The contract's rules run before sending (at most 3 categories, a logo under
 * 5 MB); the server sanitizes the description and checks the group, and its refusals come back per field.
 */
export function AiToolFormModal({ tool, onClose, onSaved }: AiToolFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const categories = useToolCategories();
  const { data: groups, error: groupsError } = useToolGroupOptions(true);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function chooseLogo(file: File | undefined) {
    setLogoError(null);
    if (!file) return setLogo(null);
    if (file.size > AI_TOOL_LOGO_BYTES) {
      setLogo(null);
      setLogoError(AI_MESSAGES.logoTooLarge);
      return;
    }
    setLogo(file);
  }

  async function save() {
    setProblem(null);
    const values = form.getFieldsValue(true) as FormValues;
    const body = {
      name: values.name ?? '',
      description: values.description ?? '',
      group: values.group ?? 0,
      categories: values.categories ?? [],
      website: values.website?.trim() ? values.website.trim() : null,
      roles: values.roles ?? [],
    };
    const checked = AiToolCreateBody.safeParse(body);
    if (!checked.success) {
      form.setFields(
        checked.error.issues.map((issue) => ({
          name: String(issue.path[0]) as keyof FormValues,
          errors: [issue.path[0] === 'group' ? AI_MESSAGES.required : issue.message],
        })),
      );
      return;
    }
    if (logoError) return;
    setSending(true);
    try {
      const logoId = logo ? await uploadLogo(logo) : undefined;
      const withLogo = logoId === undefined ? body : { ...body, logo: logoId };
      onSaved(tool ? await updateAiTool(tool.id, withLogo) : await createAiTool(withLogo));
      onClose();
    } catch (error) {
      const byField = Object.entries(fieldErrors(error)).filter(([name]) => (FIELDS as readonly string[]).includes(name));
      if (byField.some(([name]) => name === 'logo')) setLogoError(byField.find(([name]) => name === 'logo')![1]);
      const formFields = byField.filter(([name]) => name !== 'logo');
      if (formFields.length) form.setFields(formFields.map(([name, message]) => ({ name: name as keyof FormValues, errors: [message] })));
      if (!byField.length) setProblem(formErrorMessage(error, error instanceof Error ? error.message : undefined));
    } finally {
      setSending(false);
    }
  }

  const noGroups = groups && groups.data.length === 0;
  return (
    <Modal
      open
      title={tool ? 'Edit AI Tool' : AI_MESSAGES.submitTool}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={sending} disabled={noGroups} onClick={save}>
          {tool ? 'Save' : 'Submit'}
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        {groupsError ? <Alert type="error" showIcon title={groupsError.message} /> : null}
        {noGroups ? (
          <Alert
            type="info"
            showIcon
            title="An AI tool belongs to an organization or institution you are an accepted member of; join one to submit a tool."
          />
        ) : null}
        <Form form={form} layout="vertical" initialValues={initialValues(tool)} onFinish={save} requiredMark>
          <Form.Item name="name" label="Name" required>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="description"
            label="Description"
            required
            extra="Paragraphs, bold and italic text, lists and links are kept; anything else is removed."
          >
            <Input.TextArea rows={5} />
          </Form.Item>
          <Form.Item name="group" label="Organization or institution" required>
            <Select
              placeholder="Choose a group"
              loading={!groups && !groupsError}
              options={(groups?.data ?? []).map((group) => ({ label: group.name, value: group.id }))}
            />
          </Form.Item>
          <Form.Item name="categories" label={`Categories (up to ${MAX_CATEGORIES})`}>
            <Select mode="multiple" maxCount={MAX_CATEGORIES} options={categories.map((name) => ({ label: name, value: name }))} />
          </Form.Item>
          <Form.Item label="Logo" validateStatus={logoError ? 'error' : undefined} help={logoError ?? 'An image up to 5 MB.'}>
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-label="Logo"
              onChange={(event) => chooseLogo(event.target.files?.[0])}
            />
          </Form.Item>
          {tool?.logo && !logo ? (
            <Typography.Text type="secondary">The current logo stays unless you choose another.</Typography.Text>
          ) : null}
          <Form.Item name="website" label="Website">
            <Input type="url" placeholder="https://" maxLength={200} />
          </Form.Item>
          <Form.Item name="roles" label="Who is it for?" extra="Type a role and press Enter.">
            <Select mode="tags" maxCount={7} open={false} suffixIcon={null} />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
