import { LIMITS } from '@trellis/contracts/constants';

/** What a list searches for: the trimmed input, or nothing below the minimum search length. */
export function searchTerm(input: string): string {
  const trimmed = input.trim();
  return trimmed.length >= LIMITS.searchMinChars ? trimmed : '';
}

/** The list page in `?page`: a positive whole number, else the first page. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
