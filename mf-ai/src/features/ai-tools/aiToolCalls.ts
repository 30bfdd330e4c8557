import { call, useCall } from '@trellis/platform/api-client';
import { aiEndpoints, profileEndpoints, siteConfigEndpoints, type CallInput } from '@trellis/contracts/endpoints';
import { PAGE_SIZES } from '@trellis/contracts/constants';

/** The query of GET /ai-tools/ for one page of the grid. */
export function aiToolListQuery({ page, search, category }: { page: number; search: string; category: string }) {
  return { page, page_size: PAGE_SIZES.aiTools, search: search || undefined, categories: category || undefined };
}

/** GET /ai-tools/slug/{slug}/: the tool with the caller's vote and favourite. */
export const useAiTool = (slug: string) => useCall(aiEndpoints.aiToolBySlug, { params: { slug } });

/** The AI tool categories the site offers. */
export function useToolCategories(): string[] {
  const { data } = useCall(siteConfigEndpoints.options, {});
  return data?.aitool_categories.map((option) => option.name) ?? [];
}

/** The groups the member may name as a tool's group; asked only while the form is open. */
export const useToolGroupOptions = (open: boolean) => useCall(aiEndpoints.aiToolGroupOptions, open ? {} : null);

export const createAiTool = (body: CallInput<typeof aiEndpoints.createAiTool>['body']) => call(aiEndpoints.createAiTool, { body });

export const updateAiTool = (id: number, body: CallInput<typeof aiEndpoints.updateAiTool>['body']) =>
  call(aiEndpoints.updateAiTool, { params: { id }, body });

/** Uploads a logo; the tool then names it by the stored file's id. */
export async function uploadLogo(file: File): Promise<number> {
  const form = new FormData();
  form.append('files', file);
  const { data } = await call(profileEndpoints.fileUpload, { body: form });
  return data[0]!.id;
}
