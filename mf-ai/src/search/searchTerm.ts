import { LIMITS } from '@trellis/contracts/constants';

/** What a list searches for: the trimmed input, or nothing below the minimum search length. */
export function searchTerm(input: string): string {
  const trimmed = input.trim();
  return trimmed.length >= LIMITS.searchMinChars ? trimmed : '';
}
