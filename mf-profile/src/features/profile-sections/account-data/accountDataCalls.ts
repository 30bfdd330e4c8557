import { call } from '@trellis/platform/api-client';
import { accountEndpoints } from '@trellis/contracts/endpoints';

/** Everything the platform holds about the signed-in member, as a zip file. */
export const downloadMyData = () => call(accountEndpoints.export);

/** Deletes the signed-in member's account; the password confirms it. */
export async function deleteMyAccount(password: string) {
  return (await call(accountEndpoints.delete, { body: { password } })).message;
}

/** Hands a file to the browser as a download. */
export { saveFile } from '@trellis/ui';
