import { call } from '@trellis/platform/api-client';
import { profileEndpoints } from '@trellis/contracts/endpoints';

/** Stores a new resume without importing it: the form's answers stay the member's own. */
export async function uploadResume(file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  form.append('update_profile', 'false');
  await call(profileEndpoints.uploadResume, { body: form }, { onProgress });
}
