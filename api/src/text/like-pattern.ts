/** The text with its % and _ (and the escaping backslash) made to match literally in a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A case-insensitive "contains" pattern in which the user's own % and _ match literally. */
export function likePattern(text: string): string {
  return `%${literal(text)}%`;
}

/** A "starts with" pattern of the lower-cased text, in which the user's own % and _ match literally. */
export function lowerPrefixPattern(text: string): string {
  return `${literal(text.toLowerCase())}%`;
}
