import { api } from '@trellis/platform/api-client';
import { AccountDeletionRequest, MessageResponse, PATHS } from '@trellis/contracts';

/** Everything the platform holds about the signed-in member, as a zip file. */
export const downloadMyData = () => api.download(PATHS.accountExport);

/** Deletes the signed-in member's account; the password confirms it. */
export async function deleteMyAccount(password: string) {
  return MessageResponse.parse(await api.post(PATHS.accountDeletion, AccountDeletionRequest.parse({ password }))).message;
}

/** Hands a file to the browser as a download under `name`. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click returns; the URL would otherwise hold it in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
