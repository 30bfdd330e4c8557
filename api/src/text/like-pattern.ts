/** A case-insensitive "contains" pattern in which the user's own % and _ match literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
