import { call, useCall } from '@trellis/platform/api-client';
import { aiEndpoints, profileEndpoints, siteConfigEndpoints, type CallInput } from '@trellis/contracts/endpoints';

/** The most AI tools the form offers to choose from: the newest approved ones. */
const AI_TOOL_CHOICES = 100;

export type UseCaseBody = CallInput<typeof aiEndpoints.createUseCase>['body'];

export const createUseCase = (body: UseCaseBody) => call(aiEndpoints.createUseCase, { body });

export const updateUseCase = (id: number, body: CallInput<typeof aiEndpoints.updateUseCase>['body']) =>
  call(aiEndpoints.updateUseCase, { params: { id }, body });

/** Uploads a thumbnail or a document; the use case then names it by the stored file's id. */
export async function uploadFile(file: File, onProgress: (percent: number) => void): Promise<number> {
  const form = new FormData();
  form.append('files', file);
  const { data } = await call(profileEndpoints.fileUpload, { body: form }, { onProgress });
  return data[0]!.id;
}

/** Uploads the video, reporting its progress; the use case then names it by its id. */
export async function uploadVideo(file: File, onProgress: (percent: number) => void): Promise<number> {
  const form = new FormData();
  form.append('video', file);
  const { id } = await call(aiEndpoints.uploadVideo, { body: form }, { onProgress });
  return id;
}

/** What the form's lists offer: the site's options, the member's groups, AI tools and the values used so far. */
export function useFormChoices() {
  const options = useCall(siteConfigEndpoints.options, {});
  const groups = useCall(aiEndpoints.aiToolGroupOptions, {});
  const tools = useCall(aiEndpoints.aiTools, { query: { page: 1, page_size: AI_TOOL_CHOICES } });
  const values = useCall(aiEndpoints.useCaseFilterValues, {});
  return {
    options: options.data,
    groups: groups.data?.data,
    tools: tools.data?.data ?? [],
    values: values.data,
    error: options.error ?? groups.error,
  };
}

/** Topics by name, for staff, asked from the first letter typed. */
export const useTopicChoices = (search: string, enabled: boolean) =>
  useCall(profileEndpoints.topics, enabled ? { query: { topic_type: 'general', search: search || undefined } } : null);
