/**
 * The strings that start with `prefix`, as a range: `from <= s < to` in code point order, which is the byte order of
 * collation "C" over UTF-8. A btree index in that collation reads such a range whatever the values, so a statement
 * prepared once uses it, where LIKE 'prefix%' becomes a range only when the planner sees the pattern; % and _ need
 * no escaping.
 */
export function prefixRange(prefix: string): { from: string; to: string } {
  const points = [...prefix].map((char) => char.codePointAt(0)!);
  while (points.length > 0) {
    const last = points.pop()!;
    // The next code point, skipping the surrogates, which no string holds on their own.
    if (last < 0x10ffff) return { from: prefix, to: String.fromCodePoint(...points, last === 0xd7ff ? 0xe000 : last + 1) };
  }
  // Only U+10FFFF, the last code point (a noncharacter no name holds), has no successor: a string of one more of it
  // bounds every string of them but those with yet more.
  return { from: prefix, to: `${prefix}\u{10FFFF}` };
}
