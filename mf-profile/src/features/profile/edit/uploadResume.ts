import { api } from '@trellis/platform/api-client';
import { PATHS } from '@trellis/contracts';

/** Stores a new resume without importing it: the form's answers stay the member's own. */
export async function uploadResume(file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  form.append('update_profile', 'false');
  await api.upload(PATHS.uploadResume, form, onProgress);
}
