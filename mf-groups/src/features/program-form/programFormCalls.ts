import { api, useApi } from '@trellis/platform/api-client';
import {
  PATHS,
  type GroupImageAnswer,
  type OptionsConfig,
  type ParentOptions,
  type ProgramCreateBody,
  type ProgramPatchBody,
  type ProgramSaved,
  type SdgList,
  type NamedItem,
  type UseCaseList,
} from '@trellis/contracts';

export const createProgram = (body: ProgramCreateBody) => api.post<ProgramSaved>(PATHS.groups, body);

export const updateProgram = (groupId: number, body: ProgramPatchBody) => api.patch<ProgramSaved>(PATHS.group(groupId), body);

/** Replaces the cover image; the server takes JPEG or PNG only, judged by content. */
export function uploadCoverImage(groupId: number, file: File) {
  const form = new FormData();
  form.append('cover_image', file);
  return api.upload<GroupImageAnswer>(PATHS.groupCoverImage(groupId), form);
}

/** Where the signed-in user may create a circle or an event, or why nowhere. */
export const useParentOptions = (groupType: 'circle' | 'event' | null) =>
  useApi<ParentOptions>(groupType ? `${PATHS.groupParentOptions}?group_type=${groupType}` : null);

/** The option lists of the form: topics, goals, use cases and career stages. */
export function useFormOptions() {
  const topics = useApi<{ data: NamedItem[] }>(`${PATHS.topics}?topic_type=general`);
  const sdgs = useApi<SdgList>(PATHS.sdgs);
  const useCases = useApi<UseCaseList>(`${PATHS.useCases}?page_size=100`);
  const config = useApi<OptionsConfig>(PATHS.optionsConfig);
  return {
    topics: topics.data?.data ?? [],
    sdgs: sdgs.data?.data ?? [],
    useCases: useCases.data?.data ?? [],
    careerStages: config.data?.career_stages ?? [],
    error: topics.error ?? sdgs.error ?? useCases.error ?? config.error,
    loading: !topics.data || !sdgs.data || !config.data,
  };
}
