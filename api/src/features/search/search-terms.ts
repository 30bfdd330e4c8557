/** At most this many words are looked for; more add nothing but cost. */
const MAX_WORDS = 8;

/**
 * The search text as a tsquery for the 'simple' configuration: every word must match, each also as the start of a
 * longer word ("data ana" finds "Data Analyst"). Words keep letters and digits only, so no input can reach the
 * tsquery syntax; null when nothing searchable is left.
 */
export function prefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}
