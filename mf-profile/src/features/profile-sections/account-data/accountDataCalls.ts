import { call } from '@trellis/platform/api-client';
import { accountEndpoints } from '@trellis/contracts/endpoints';

/** Everything the platform holds about the signed-in member, as a zip file. */
export const downloadMyData = () => call(accountEndpoints.export);

/** Deletes the signed-in member's account; the password confirms it. */
export async function deleteMyAccount(password: string) {
  return (await call(accountEndpoints.delete, { body: { password } })).message;
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
