import { api } from '@trellis/platform/api-client';
import { AccountDeletionRequest, MessageResponse, PATHS } from '@trellis/contracts';

/** Everything the platform holds about the signed-in member, as a zip file. */
export const downloadMyData = () => api.download(PATHS.accountExport);

/** Deletes the signed-in member's account; the password confirms it. */
export async function deleteMyAccount(password: string) {
  return MessageResponse.parse(await api.post(PATHS.accountDeletion, AccountDeletionRequest.parse({ password }))).message;
}

/** Hands a file to the browser as a download. */
export { saveFile } from '@trellis/ui';
