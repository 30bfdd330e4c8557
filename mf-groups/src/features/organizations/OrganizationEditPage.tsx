import { Alert, App, Button, Card, Col, Flex, Row, Typography } from '@trellis/ui/antd';
import { Radio, Upload, Form, Input, Select } from '@trellis/ui/antd/fields';
import { PaperClipOutlined } from '@trellis/ui/icons';
import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Link, useNavigate } from '@trellis/ui/router';
import { fieldErrors, formErrorMessage, urlOf } from '@trellis/platform/api-client';
import { OrganizationFields, PROGRAM_FORM_LIMITS, type GroupDetail } from '@trellis/contracts';
import { groupEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { InitialsAvatar } from '@trellis/ui';
import { ClassroomAccessCard } from '../../google-classroom/ClassroomAccessCard.tsx';
import { CoverImageField } from '../../group-images/CoverImageField.tsx';
import { EditableGroup } from '../../group-form/EditableGroup.tsx';
import { GroupAboutFields } from '../../group-form/GroupAboutFields.tsx';
import { updateOrganization, useTopicOptions } from './organizationCalls.ts';
import { useLogoUpload } from './useLogoUpload.ts';

type Values = {
  name?: string;
  description?: string;
  objective?: string;
  member_requirements?: string;
  country?: string;
  topics?: number[];
  maximum_size?: string;
  publicity?: 'open' | 'closed';
};
type Problem = { name: keyof Values; errors: string[] };

const LOGO_TYPES = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';
const half = { xs: 24, md: 12 };

const valuesOf = (organization: GroupDetail): Values => ({
  name: organization.name,
  description: organization.description,
  objective: organization.objective,
  member_requirements: organization.member_requirements,
  country: organization.country ?? '',
  topics: organization.topics,
  maximum_size: organization.maximum_size === null ? '' : String(organization.maximum_size),
  publicity: organization.publicity,
});

/** The form's values as the server takes them; an empty size means no limit of the organization's own. */
const bodyOf = (values: Values) => ({
  name: values.name ?? '',
  description: values.description ?? '',
  objective: values.objective ?? '',
  member_requirements: values.member_requirements ?? '',
  country: values.country ?? '',
  topics: values.topics ?? [],
  maximum_size: values.maximum_size?.trim() ? Number(values.maximum_size) : null,
  publicity: values.publicity ?? 'open',
});

/** Every broken rule, one message per field, before anything is sent (the server checks the same). */
function problemsOf(body: ReturnType<typeof bodyOf>): Problem[] {
  const parsed = OrganizationFields.safeParse(body);
  if (parsed.success) return [];
  const byField = new Map<keyof Values, string>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Values;
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([name, message]) => ({ name, errors: [message] }));
}

/** The logo as it is now, and a button that replaces it at once (JPEG, PNG or WebP). */
function LogoField({ organization, onChanged }: { organization: GroupDetail; onChanged(): unknown }) {
  const { busy, send } = useLogoUpload(organization, onChanged);
  return (
    <Flex gap={16} align="center" wrap>
      <InitialsAvatar name={organization.name} src={organization.logo} shape="square" size={80} />
      <Flex vertical gap={4}>
        <Upload
          accept={LOGO_TYPES}
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<PaperClipOutlined />} loading={busy}>
            {organization.logo ? 'Change logo' : 'Upload logo'}
          </Button>
        </Upload>
        <Typography.Text type="secondary">JPEG, PNG or WebP.</Typography.Text>
      </Flex>
    </Flex>
  );
}

function OrganizationForm({ organization }: { organization: GroupDetail }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const topics = useTopicOptions();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const initialValues = useMemo(() => valuesOf(organization), [organization]);
  // The organization's own topics stay selectable even when they are not among the topics listed.
  const topicOptions = useMemo(() => {
    const known = new Map((topics.data?.data ?? []).map((topic) => [topic.id, topic.name]));
    for (const topic of organization.topics_detailed) known.set(topic.id, topic.name);
    return [...known].map(([value, label]) => ({ value, label }));
  }, [topics.data, organization]);
  const page = `/org/${organization.name_slug}`;

  async function submit(values: Values) {
    const body = bodyOf(values);
    const problems = problemsOf(body);
    if (problems.length) {
      form.setFields(problems);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const saved = await updateOrganization(organization.id, body);
      message.success(saved.message);
      // The organization's page may still hold what was read for this form; it opens on what was saved.
      await mutate(urlOf(groupEndpoints.detailBySlug, { params: { slug: saved.group.name_slug } }), saved.group);
      navigate(page);
    } catch (error) {
      const byField = Object.entries(fieldErrors(error));
      if (byField.length) form.setFields(byField.map(([name, text]) => ({ name: name as keyof Values, errors: [text] })));
      else setProblem(formErrorMessage(error, MESSAGES.common.couldNotCompleteRequest));
    } finally {
      setSending(false);
    }
  }

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)} scrollToFirstError>
      <Flex vertical gap={16}>
        {topics.error ? <Alert type="warning" showIcon title={MESSAGES.common.couldNotFetchItems} /> : null}
        <Card title="About">
          <GroupAboutFields />
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="country" label="Country" required>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="topics" label="Topics" required extra={`Up to ${PROGRAM_FORM_LIMITS.topics}.`}>
                <Select mode="multiple" aria-label="Topics" options={topicOptions} optionFilterProp="label" loading={!topics.data} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="maximum_size" label="Maximum size" extra="Leave empty for the default of 1000 members.">
                {/* No min: the browser would refuse a negative size silently instead of the form naming the rule. */}
                <Input type="number" step={1} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="publicity" label="Publicity" required extra="Open accepts members at once; closed asks you first.">
                <Radio.Group
                  options={[
                    { value: 'open', label: 'Open' },
                    { value: 'closed', label: 'Closed' },
                  ]}
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        <Flex gap={8} wrap align="center">
          <Button type="primary" htmlType="submit" loading={sending}>
            Save changes
          </Button>
          <Link to={page}>Cancel</Link>
        </Flex>
      </Flex>
    </Form>
  );
}

/** /org/{slug}/edit: the organization's fields, logo and cover image, for its administrators. */
export function OrganizationEditPage() {
  return (
    <EditableGroup types={['organization', 'institution']} notFound={MESSAGES.groups.organizationNotFound}>
      {(organization, reload) => (
        <Flex vertical gap={16}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Edit {organization.name}
          </Typography.Title>
          <Card title="Logo">
            <LogoField organization={organization} onChanged={reload} />
          </Card>
          <Card title="Cover image">
            <CoverImageField groupId={organization.id} cover={organization.cover_image} onChanged={reload} />
          </Card>
          <OrganizationForm organization={organization} />
          <ClassroomAccessCard organization={organization} onChanged={reload} />
        </Flex>
      )}
    </EditableGroup>
  );
}
