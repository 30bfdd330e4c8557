import { Alert, App, Button, Card, Col, Flex, Result, Row, Typography } from '@trellis/ui/antd';
import { Radio, Checkbox, Form, Input, Select } from '@trellis/ui/antd/fields';
import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Link, useNavigate } from '@trellis/ui/router';
import { fieldErrors, formErrorMessage, urlOf } from '@trellis/platform/api-client';
import { LIMITS } from '@trellis/contracts/constants';
import { EVENT_TYPES, GOOGLE_CLASSROOM_COURSE_ID_MAX, PROGRAM_FORM_LIMITS, type GroupDetail, type ProgramFields } from '@trellis/contracts';
import { groupEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { PageSkeleton } from '@trellis/ui';
import { CoverImageField } from '../../group-images/CoverImageField.tsx';
import { EditableGroup } from '../../group-form/EditableGroup.tsx';
import { useClassroomConfigured } from '../../google-classroom/useClassroomConfigured.ts';
import { GroupAboutFields } from '../../group-form/GroupAboutFields.tsx';
import { QuestionBuilder } from './QuestionBuilder.tsx';
import { createProgram, updateProgram, useFormOptions, useParentOptions } from './programFormCalls.ts';
import {
  bodyOfValues,
  formNameOfDotted,
  formProblems,
  valuesOfGroup,
  type ProgramFormValues,
  type ProgramType,
} from './programFormValues.ts';

const TITLES: Record<ProgramType, string> = { circle: 'Circle', event: 'Event' };
const EVENT_TYPE_LABELS: Record<(typeof EVENT_TYPES)[number], string> = {
  conference: 'Conference',
  workshop: 'Workshop',
  seminar: 'Seminar',
  talk: 'Talk',
  other: 'Other',
};
const named = (items: readonly { id: number; name: string }[]) => items.map((item) => ({ value: item.id, label: item.name }));
const half = { xs: 24, md: 12 };
/** Field paths come from the contract and the server, so they are checked there rather than against the form's type. */
type FieldsOf<F extends { setFields: (fields: never) => void }> = Parameters<F['setFields']>[0];

type FormProps = { groupType: ProgramType; group?: GroupDetail; parents: { value: number; label: string }[] };

function ProgramForm({ groupType, group, parents }: FormProps) {
  const [form] = Form.useForm<ProgramFormValues>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const options = useFormOptions();
  const classroomConfigured = useClassroomConfigured();
  // Only circles sync from Google Classroom, and only where the server can call it.
  const withClassroomCourse = groupType === 'circle' && classroomConfigured;
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const isPaid = Form.useWatch('is_paid', form);
  const isExternal = Form.useWatch('is_external', form);
  const initialValues = useMemo<ProgramFormValues>(
    () => (group ? valuesOfGroup(group) : { publicity: 'open', is_paid: false, discount: '0', questions: [] }),
    [group],
  );
  // A saved group's topics stay selectable even when they are not among the first topics listed.
  const topicOptions = useMemo(() => {
    const known = new Map(options.topics.map((topic) => [topic.id, topic.name]));
    for (const topic of group?.topics_detailed ?? []) known.set(topic.id, topic.name);
    return [...known].map(([value, label]) => ({ value, label }));
  }, [options.topics, group]);

  async function submit(values: ProgramFormValues) {
    const body: ProgramFields = bodyOfValues(values, groupType, withClassroomCourse);
    const problems = formProblems(body, !group);
    if (problems.length) {
      form.setFields(problems as FieldsOf<typeof form>);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const { group_type: _type, parent_group: _parent, ...change } = body;
      const saved = group ? await updateProgram(group.id, change) : await createProgram(body);
      message.success(saved.message);
      // The group's page may still hold the group as it was read for this form; it opens on what was saved.
      await mutate(urlOf(groupEndpoints.detailBySlug, { params: { slug: saved.group.name_slug } }), saved.group);
      navigate(`/${saved.group.group_type}/${saved.group.name_slug}`);
    } catch (error) {
      const byField = fieldErrors(error);
      if (Object.keys(byField).length)
        form.setFields(
          Object.entries(byField).map(([field, text]) => ({ name: formNameOfDotted(field), errors: [text] })) as FieldsOf<typeof form>,
        );
      else setProblem(formErrorMessage(error));
    } finally {
      setSending(false);
    }
  }

  const title = group ? `Edit ${group.name}` : `Create ${TITLES[groupType]}`;
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)} scrollToFirstError>
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {options.error ? <Alert type="warning" showIcon title={MESSAGES.common.couldNotFetchItems} /> : null}
        <Card title="About">
          {group ? null : (
            <Form.Item name="parent_group" label="Organization" required>
              <Select aria-label="Organization" placeholder="Select an organization" options={parents} />
            </Form.Item>
          )}
          <GroupAboutFields />
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="topics" label="Topics" required extra={`Up to ${PROGRAM_FORM_LIMITS.topics}.`}>
                <Select mode="multiple" aria-label="Topics" options={topicOptions} optionFilterProp="label" loading={options.loading} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="career_stages" label="Career stages" required>
                <Select mode="multiple" aria-label="Career stages" options={named(options.careerStages)} optionFilterProp="label" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="relevant_sdgs"
                label="Relevant Sustainable Development Goals"
                required={groupType === 'circle'}
                extra={`Up to ${PROGRAM_FORM_LIMITS.sdgs}.`}
              >
                <Select
                  mode="multiple"
                  aria-label="Relevant Sustainable Development Goals"
                  options={named(options.sdgs)}
                  optionFilterProp="label"
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="use_cases" label="Use cases" extra={`Up to ${PROGRAM_FORM_LIMITS.useCases}.`}>
                <Select
                  mode="multiple"
                  aria-label="Use cases"
                  options={options.useCases.map((useCase) => ({ value: useCase.id, label: useCase.title }))}
                  optionFilterProp="label"
                />
              </Form.Item>
            </Col>
            {withClassroomCourse ? (
              <Col {...half}>
                <Form.Item
                  name="google_classroom_id"
                  label="Google Classroom course id"
                  extra="Lets the circle's certified administrators load the course's materials and people."
                >
                  <Input maxLength={GOOGLE_CLASSROOM_COURSE_ID_MAX} placeholder="734918265013" />
                </Form.Item>
              </Col>
            ) : null}
          </Row>
          {groupType === 'event' ? (
            <Row gutter={16}>
              <Col {...half}>
                <Form.Item name="event_type" label="Event type" required>
                  <Select aria-label="Event type" options={EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }))} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="is_external" valuePropName="checked" label="Hosted elsewhere">
                  <Checkbox>Applicants register on another site</Checkbox>
                </Form.Item>
              </Col>
              {isExternal ? (
                <Col xs={24}>
                  <Form.Item name="external_link" label="Event page" required>
                    <Input type="url" maxLength={1000} placeholder="https://" />
                  </Form.Item>
                </Col>
              ) : null}
            </Row>
          ) : null}
        </Card>
        <Card title="When and who">
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="start_date" label="Start date" required>
                <Input type="date" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="end_date" label="End date" required>
                <Input type="date" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="application_open_date" label="Applications open" required>
                <Input type="date" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="application_close_date" label="Applications close" required>
                <Input type="date" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="duration" label="Duration" required>
                <Input maxLength={LIMITS.shortText} placeholder="8 weeks, 2 hours a week" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="maximum_size" label="Maximum size" extra="Leave empty for no limit of your own.">
                <Input type="number" min={0} step={1} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="publicity" label="Publicity" required>
                <Radio.Group
                  options={[
                    { value: 'open', label: 'Open' },
                    { value: 'closed', label: 'Closed' },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="country" label="Country">
                <Input maxLength={100} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="Price">
          <Form.Item name="is_paid" valuePropName="checked">
            <Checkbox>Members pay to take part</Checkbox>
          </Form.Item>
          {isPaid ? (
            <Row gutter={16}>
              <Col {...half}>
                <Form.Item name="price" label="Price (USD)" required>
                  <Input type="number" min={0} step="0.01" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="discount" label="Discount (%)">
                  <Input type="number" min={0} max={100} step={1} />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item name="paid_features" label="Paid features" extra="Type a feature and press Enter; up to 3.">
                  <Select mode="tags" open={false} aria-label="Paid features" maxCount={PROGRAM_FORM_LIMITS.paidFeatures} />
                </Form.Item>
              </Col>
            </Row>
          ) : null}
        </Card>
        <Card title="Join questions">
          <QuestionBuilder />
        </Card>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={sending}>
            {group ? 'Save changes' : `Create ${TITLES[groupType]}`}
          </Button>
          <Link to={group ? `/${group.group_type}/${group.name_slug}` : `/${groupType}s`}>Cancel</Link>
        </Flex>
      </Flex>
    </Form>
  );
}

/** /create/circle and /create/event: the creation form, for those who may create one. */
export function CreateProgramPage({ groupType }: { groupType: ProgramType }) {
  const { data, error } = useParentOptions(groupType);
  if (error) return <Alert type="error" showIcon title={error.message} style={{ margin: '16px 0' }} />;
  if (!data) return <PageSkeleton />;
  if (!data.data.length)
    return <Result status="403" title={`You cannot create ${groupType === 'circle' ? 'a circle' : 'an event'}`} subTitle={data.reason} />;
  return (
    <section style={{ padding: '16px 0', maxWidth: 960 }}>
      <ProgramForm groupType={groupType} parents={data.data.map((parent) => ({ value: parent.id, label: parent.name }))} />
    </section>
  );
}

/** /circle/{slug}/edit and /event/{slug}/edit: the same form filled in, and the cover image, for the group's administrators. */
export function EditProgramPage() {
  return (
    <EditableGroup types={['circle', 'event']} notFound={MESSAGES.groupMembership.groupNotFound}>
      {(group, reload) => (
        <Flex vertical gap={16}>
          <Card title="Cover image">
            <CoverImageField groupId={group.id} cover={group.cover_image} onChanged={reload} />
          </Card>
          <ProgramForm groupType={group.group_type === 'event' ? 'event' : 'circle'} group={group} parents={[]} />
        </Flex>
      )}
    </EditableGroup>
  );
}
