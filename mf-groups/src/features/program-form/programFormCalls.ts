import { call, useCall } from '@trellis/platform/api-client';
import { aiEndpoints, groupEditingEndpoints, profileEndpoints, siteConfigEndpoints, type CallInput } from '@trellis/contracts/endpoints';

type ProgramCreate = Extract<CallInput<typeof groupEditingEndpoints.create>['body'], { group_type: 'circle' | 'event' }>;

/** Creates a circle or an event; POST /groups/ answers it with its message (only an institution answers itself). */
export async function createProgram(body: ProgramCreate) {
  const answer = await call(groupEditingEndpoints.create, { body });
  if (!('group' in answer)) throw new Error('POST /groups/ answered an institution to a circle or event creation');
  return answer;
}

export const updateProgram = (groupId: number, body: CallInput<typeof groupEditingEndpoints.update>['body']) =>
  call(groupEditingEndpoints.update, { params: { id: groupId }, body });

/** Where the signed-in user may create a circle or an event, or why nowhere. */
export const useParentOptions = (groupType: 'circle' | 'event' | null) =>
  useCall(groupEditingEndpoints.parentOptions, groupType ? { query: { group_type: groupType } } : null);

/** The option lists of the form: topics, goals, use cases and career stages. */
export function useFormOptions() {
  const topics = useCall(profileEndpoints.topics, { query: { topic_type: 'general' } });
  const sdgs = useCall(groupEditingEndpoints.sdgs);
  const useCases = useCall(aiEndpoints.useCases, { query: { page_size: 100 } });
  const config = useCall(siteConfigEndpoints.options);
  return {
    topics: topics.data?.data ?? [],
    sdgs: sdgs.data?.data ?? [],
    useCases: useCases.data?.data ?? [],
    careerStages: config.data?.career_stages ?? [],
    error: topics.error ?? sdgs.error ?? useCases.error ?? config.error,
    loading: !topics.data || !sdgs.data || !config.data,
  };
}
