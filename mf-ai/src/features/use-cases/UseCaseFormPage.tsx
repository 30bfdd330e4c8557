import { Alert, App, Button, Card, Col, Flex, Result, Row, Typography } from '@trellis/ui/antd';
import { AutoComplete, Form, Input, Select } from '@trellis/ui/antd/fields';
import { useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { useNavigate, useParams } from '@trellis/ui/router';
import { fieldErrors, formErrorMessage, urlOf, useIdentity } from '@trellis/platform/api-client';
import { crossAreaLink, loginUrl } from '@trellis/platform/navigation';
import { aiEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { LIMITS } from '@trellis/contracts/constants';
import {
  AI_MESSAGES,
  USE_CASE_LIMITS,
  USE_CASE_MESSAGES,
  UseCaseCreateBody,
  wordCount,
  type NamedItem,
  type UseCaseDetail,
  type UseCaseSaved,
} from '@trellis/contracts';
import { FileUploaderRow, PageSkeleton } from '@trellis/ui';
import {
  createUseCase,
  updateUseCase,
  uploadFile,
  uploadVideo,
  useFormChoices,
  useTopicChoices,
  type UseCaseBody,
} from './useCaseFormCalls.ts';
import { useUseCase } from './useUseCase.ts';

type FormValues = {
  title?: string;
  description?: string;
  reason?: string;
  group?: number;
  business_value?: string;
  complexity?: string;
  innovation_category?: string;
  categories?: string[];
  job_functions?: number[];
  ai_tools?: number[];
  topics?: number[];
  career_stages?: number[];
  professional_fields?: number[];
};
type FileIds = { thumbnail_image?: number; document?: number; video?: number };

const FORM_FIELDS = [
  'title',
  'description',
  'reason',
  'group',
  'business_value',
  'complexity',
  'innovation_category',
  'categories',
  'job_functions',
  'ai_tools',
  'topics',
  'career_stages',
  'professional_fields',
] as const;
const STAFF_FIELDS = ['topics', 'career_stages', 'professional_fields'] as const;

const ids = (items: readonly NamedItem[]) => items.map((item) => item.id);

function valuesOf(useCase: UseCaseDetail | undefined): FormValues {
  if (!useCase) return { categories: [], job_functions: [], ai_tools: [], topics: [], career_stages: [], professional_fields: [] };
  return {
    title: useCase.title,
    description: useCase.description,
    reason: useCase.reason,
    group: useCase.group?.id,
    business_value: useCase.business_value,
    complexity: useCase.complexity,
    innovation_category: useCase.innovation_category,
    categories: useCase.categories,
    job_functions: ids(useCase.job_functions),
    ai_tools: ids(useCase.ai_tools),
    topics: ids(useCase.topics_detailed),
    career_stages: ids(useCase.career_stages),
    professional_fields: ids(useCase.professional_fields),
  };
}

/** The body the form sends: the staff-only lists only from staff, the files only when a new one was uploaded. */
function bodyOf(values: FormValues, files: FileIds, isStaff: boolean): UseCaseBody {
  const body: UseCaseBody = {
    title: values.title ?? '',
    description: values.description ?? '',
    reason: values.reason ?? '',
    group: values.group ?? 0,
    business_value: values.business_value ?? '',
    complexity: values.complexity ?? '',
    innovation_category: values.innovation_category ?? '',
    categories: values.categories ?? [],
    job_functions: values.job_functions ?? [],
    ai_tools: values.ai_tools ?? [],
    ...files,
  };
  if (isStaff) {
    for (const field of STAFF_FIELDS) body[field] = values[field] ?? [];
  }
  return body;
}

/**
 * A list's choices with the ones the use case already names, so a value the list does not offer (a group a staff
 * editor is not a member of, an AI tool past the newest ones) still shows by its name.
 */
function withCurrent<T extends { id: number; name: string }>(choices: readonly T[], ...current: (T | null | undefined)[]) {
  const missing = current.filter((item): item is T => item != null && !choices.some((choice) => choice.id === item.id));
  return [...missing, ...choices];
}

const suggestions = (values: readonly string[] | undefined) => (values ?? []).map((value) => ({ value }));

/** The number of words typed, against the most a text may hold. */
function WordCount({ text }: { text: string | undefined }) {
  const count = wordCount(text ?? '');
  return (
    <Typography.Text type={count > USE_CASE_LIMITS.words ? 'danger' : 'secondary'}>
      {count} / {USE_CASE_LIMITS.words} words
    </Typography.Text>
  );
}

/** Topics for staff: searched by name, the chosen ones kept with their names. */
function TopicSelect({ initial, value, onChange }: { initial: NamedItem[]; value?: number[]; onChange?: (value: number[]) => void }) {
  const [search, setSearch] = useState('');
  const [known, setKnown] = useState<NamedItem[]>(initial);
  const { data, isLoading } = useTopicChoices(search, true);
  const found = data?.data ?? [];
  const options = [...known, ...found.filter((topic) => !known.some((item) => item.id === topic.id))];
  return (
    <Select
      mode="multiple"
      aria-label="Topics"
      value={value}
      maxCount={USE_CASE_LIMITS.topics}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={isLoading}
      notFoundContent={isLoading ? 'Loading topics…' : 'No topics found'}
      options={options.map((topic) => ({ label: topic.name, value: topic.id }))}
      onChange={(chosen: number[]) => {
        setKnown(options.filter((topic) => chosen.includes(topic.id)));
        onChange?.(chosen);
      }}
    />
  );
}

type UseCaseFormProps = { useCase?: UseCaseDetail; isStaff: boolean };

/** The form itself: every field of a use case, its files uploaded as they are chosen, with progress. */
function UseCaseForm({ useCase, isStaff }: UseCaseFormProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const choices = useFormChoices();
  const [files, setFiles] = useState<FileIds>({});
  const [uploading, setUploading] = useState(0);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const description = Form.useWatch('description', form);
  const reason = Form.useWatch('reason', form);
  const editing = Boolean(useCase);
  const leave = useCase ? `/usecase/${encodeURIComponent(useCase.slug)}` : '/usecases';

  const busy = (on: boolean) => setUploading((count) => count + (on ? 1 : -1));
  const keepFile = (field: keyof FileIds, upload: typeof uploadFile) => async (file: File, onProgress: (percent: number) => void) => {
    const id = await upload(file, onProgress);
    setFiles((now) => ({ ...now, [field]: id }));
  };

  function showFieldErrors(errors: [string, string][]) {
    form.setFields(errors.map(([name, text]) => ({ name: name as keyof FormValues, errors: [text] })));
    setProblem(MESSAGES.common.correctErrors);
  }

  async function save() {
    setProblem(null);
    const body = bodyOf(form.getFieldsValue(true) as FormValues, files, isStaff);
    const checked = UseCaseCreateBody.safeParse(body);
    if (!checked.success) {
      return showFieldErrors(
        checked.error.issues.map((issue) => [
          String(issue.path[0]),
          issue.path[0] === 'group' ? USE_CASE_MESSAGES.required : issue.message,
        ]),
      );
    }
    setSending(true);
    try {
      const saved: UseCaseSaved = useCase ? await updateUseCase(useCase.id, body) : await createUseCase(body);
      message.success(saved.message);
      await mutate(urlOf(aiEndpoints.useCaseBySlug, { params: { slug: saved.use_case.slug } }), saved.use_case, { revalidate: false });
      navigate(`/usecase/${encodeURIComponent(saved.use_case.slug)}`);
    } catch (error) {
      const byField = Object.entries(fieldErrors(error));
      const onForm = byField.filter(([name]) => (FORM_FIELDS as readonly string[]).includes(name));
      if (onForm.length) showFieldErrors(onForm);
      else {
        const fallback = editing ? USE_CASE_MESSAGES.updateFailed : USE_CASE_MESSAGES.submitFailed;
        setProblem(byField[0]?.[1] ?? formErrorMessage(error, fallback));
      }
    } finally {
      setSending(false);
    }
  }

  const noGroups = choices.groups && choices.groups.length === 0;
  const optionList = (items: readonly NamedItem[] | undefined) => (items ?? []).map((item) => ({ label: item.name, value: item.id }));
  return (
    <Form form={form} layout="vertical" initialValues={valuesOf(useCase)} onFinish={save} requiredMark>
      <Flex vertical gap={16}>
        {choices.error ? <Alert type="error" showIcon title={choices.error.message} /> : null}
        {noGroups ? (
          <Alert
            type="info"
            showIcon
            title="A use case belongs to an organization or institution you are an accepted member of; join one to submit a use case."
          />
        ) : null}
        <Card title="About the use case">
          <Form.Item name="title" label="Title" required>
            <Input maxLength={LIMITS.shortText} />
          </Form.Item>
          <Form.Item name="description" label="Description" required extra={<WordCount text={description} />}>
            <Input.TextArea autoSize={{ minRows: 5, maxRows: 16 }} />
          </Form.Item>
          <Form.Item name="reason" label="Why this is important" extra={<WordCount text={reason} />}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />
          </Form.Item>
          <Form.Item name="group" label="Organization or institution" required>
            <Select
              placeholder="Choose a group"
              loading={!choices.groups && !choices.error}
              options={withCurrent(choices.groups ?? [], useCase?.group).map((group) => ({ label: group.name, value: group.id }))}
            />
          </Form.Item>
        </Card>
        <Card title="Value and fit">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="business_value" label={MESSAGES.useCases.businessValue} required>
                <AutoComplete options={suggestions(choices.values?.business_values)} maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="complexity" label={MESSAGES.useCases.complexity} required>
                <AutoComplete options={suggestions(choices.values?.complexities)} maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="innovation_category" label="Innovation Category" required>
                <AutoComplete options={suggestions(choices.values?.innovation_categories)} maxLength={100} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="categories" label={`Categories (up to ${USE_CASE_LIMITS.categories})`}>
            <Select
              mode="multiple"
              maxCount={USE_CASE_LIMITS.categories}
              options={(choices.options?.usecase_categories ?? []).map((option) => ({ label: option.name, value: option.name }))}
            />
          </Form.Item>
          <Form.Item name="job_functions" label={`Job functions (up to ${USE_CASE_LIMITS.jobFunctions})`}>
            <Select mode="multiple" maxCount={USE_CASE_LIMITS.jobFunctions} options={optionList(choices.options?.job_functions)} />
          </Form.Item>
          <Form.Item name="ai_tools" label="AI tools">
            <Select
              mode="multiple"
              maxCount={USE_CASE_LIMITS.aiTools}
              showSearch={{ optionFilterProp: 'label' }}
              options={withCurrent(choices.tools, ...(useCase?.ai_tools ?? [])).map((tool) => ({ label: tool.name, value: tool.id }))}
            />
          </Form.Item>
          {isStaff ? (
            <>
              <Form.Item name="topics" label={`Topics (up to ${USE_CASE_LIMITS.topics})`}>
                <TopicSelect initial={useCase?.topics_detailed ?? []} />
              </Form.Item>
              <Form.Item name="career_stages" label="Career stages">
                <Select mode="multiple" maxCount={USE_CASE_LIMITS.careerStages} options={optionList(choices.options?.career_stages)} />
              </Form.Item>
              <Form.Item name="professional_fields" label={`Professional fields (up to ${USE_CASE_LIMITS.professionalFields})`}>
                <Select
                  mode="multiple"
                  maxCount={USE_CASE_LIMITS.professionalFields}
                  options={optionList(choices.options?.professional_fields)}
                />
              </Form.Item>
            </>
          ) : null}
        </Card>
        <Card title="Media">
          <Flex vertical gap={16}>
            <FileUploaderRow
              label="Upload thumbnail"
              accept="image/png,image/jpeg,image/gif,image/webp"
              current={useCase?.thumbnail_image}
              upload={keepFile('thumbnail_image', uploadFile)}
              onBusyChange={busy}
              tooManyMessage={USE_CASE_MESSAGES.maxImage}
            />
            <FileUploaderRow
              label="Upload document"
              accept=".pdf,application/pdf"
              current={useCase?.document}
              upload={keepFile('document', uploadFile)}
              onBusyChange={busy}
              tooManyMessage={USE_CASE_MESSAGES.maxDocument}
            />
            <FileUploaderRow
              label="Upload video"
              accept=".mp4,video/mp4"
              current={useCase?.video_link}
              upload={keepFile('video', uploadVideo)}
              onBusyChange={busy}
              limit={{ bytes: USE_CASE_LIMITS.videoBytes, message: USE_CASE_MESSAGES.videoTooBig }}
            />
            <Typography.Text type="secondary">One image, one PDF document and one MP4 video of up to 50 MB.</Typography.Text>
          </Flex>
        </Card>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={() => navigate(leave)}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={sending} disabled={noGroups || uploading > 0}>
            {editing ? 'Save' : 'Submit'}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

function FormFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap={16} style={{ padding: 16, maxWidth: 960, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}

/** Members sign in first and come back here. */
function SignInFirst({ path }: { path: string }) {
  return (
    <Result
      status="info"
      title="Sign in to submit a use case"
      extra={
        <Button type="primary" {...crossAreaLink(loginUrl(path))}>
          Sign in
        </Button>
      }
    />
  );
}

/** /usecases/submit: the full-page form a member submits a use case with. */
export function SubmitUseCasePage() {
  const { identity, signedIn } = useIdentity();
  if (!signedIn) return <SignInFirst path="/usecases/submit" />;
  if (!identity) return <PageSkeleton />;
  return (
    <FormFrame title={USE_CASE_MESSAGES.submitTitle}>
      <UseCaseForm isStaff={identity.is_staff} />
    </FormFrame>
  );
}

/** /usecase/{slug}/edit: the same form over the use case, for its author and staff. */
export function EditUseCasePage() {
  const { slug = '' } = useParams();
  const { identity, signedIn } = useIdentity();
  const { data: useCase, error } = useUseCase(slug);
  if (!signedIn) return <SignInFirst path={`/usecase/${slug}/edit`} />;
  if (error?.status === 404) return <Result status="404" title={AI_MESSAGES.pageNotFound} />;
  if (error) return <Alert type="error" showIcon title={error.message} style={{ margin: 16 }} />;
  if (!useCase || !identity) return <PageSkeleton />;
  if (!useCase.can_edit) return <Result status="403" title={USE_CASE_MESSAGES.notAllowedToEdit} />;
  return (
    <FormFrame title={USE_CASE_MESSAGES.editTitle}>
      <UseCaseForm key={useCase.id} useCase={useCase} isStaff={identity.is_staff} />
    </FormFrame>
  );
}
