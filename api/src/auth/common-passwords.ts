import { dictionary } from '@zxcvbn-ts/language-common';

let list: Set<string> | null = null;

/** Whether the password is on the zxcvbn list of the most common passwords (about 49,000, compared without case). */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(dictionary['passwords-common']);
  return list.has(password.toLowerCase());
}
