import { call } from '@trellis/platform/api-client';
import type { ResourceReviewBody, UploadedFile } from '@trellis/contracts';
import { profileEndpoints, resourceEndpoints, type CallInput } from '@trellis/contracts/endpoints';

export const contributeResource = (body: CallInput<typeof resourceEndpoints.create>['body']) => call(resourceEndpoints.create, { body });

export const editResource = (id: number, body: CallInput<typeof resourceEndpoints.update>['body']) =>
  call(resourceEndpoints.update, { params: { id }, body });

export const reviewResource = (id: number, action: ResourceReviewBody['action']) =>
  call(resourceEndpoints.review, { params: { id }, body: { action } });

/** Sends files in one multipart call, each described by its name, reporting progress from 0 to 100. */
export async function uploadFiles(files: File[], onProgress: (percent: number) => void): Promise<UploadedFile[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  form.append('descriptions', JSON.stringify(files.map((file) => file.name.slice(0, 200))));
  const { data } = await call(profileEndpoints.fileUpload, { body: form }, { onProgress });
  return data;
}
