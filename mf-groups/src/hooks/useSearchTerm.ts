import { LIMITS } from '@trellis/contracts/constants';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** The search text the server gets: entity search runs from 2 characters, 300 ms after the last key. */
export function useSearchTerm(typed: string): string {
  const settled = useDebouncedValue(typed.trim(), LIMITS.entitySearchDebounceMs);
  return settled.length >= LIMITS.searchMinChars ? settled : '';
}
