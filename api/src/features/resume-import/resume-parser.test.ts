import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-parser.ts';

describe('parseResume on hostile text', () => {
  it('reads only the start of an overlong line, so its patterns cannot backtrack for minutes', () => {
    // Without a bound, the e-mail pattern tries every start of this line against the whole rest of it.
    const hostile = `${'a'.repeat(100_000)}@${'b'.repeat(100_000)}`;
    const parsed = parseResume(`Ada Lovelace\n${hostile}\nada@example.org`);
    expect(parsed).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org' });
  });

  it('stops reading after the lines a resume can have', () => {
    const filler = Array.from({ length: 5000 }, (_, index) => `line ${index}`).join('\n');
    expect(parseResume(`Ada Lovelace\n${filler}\nlast@example.org`).email).toBeUndefined();
  });
});
