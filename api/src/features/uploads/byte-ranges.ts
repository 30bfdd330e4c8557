import parseRange from 'range-parser';

/**
 * The one byte range a Range header asks of a file of `size` bytes (RFC 9110): `'unsatisfiable'` when it lies past
 * the end, null when the header asks for several ranges or cannot be read, which the whole file then answers.
 */
export function requestedRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}
