import { describe, expect, it } from 'vitest';
import { prefixRange } from './prefix-range.ts';

const starts = (text: string, prefix: string) => {
  const { from, to } = prefixRange(prefix);
  return text >= from && text < to;
};

describe('prefixRange', () => {
  it('holds exactly the strings that start with the prefix', () => {
    expect(prefixRange('da')).toEqual({ from: 'da', to: 'db' });
    for (const text of ['da', 'dana', 'dan scale', 'da\u{10FFFF}x']) expect(starts(text, 'da')).toBe(true);
    for (const text of ['d', 'db', 'cz', 'e']) expect(starts(text, 'da')).toBe(false);
  });

  it('takes % and _ as the characters they are', () => {
    expect(starts('50% off', '50%')).toBe(true);
    expect(starts('500 off', '50%')).toBe(false);
    expect(starts('a_b', 'a_')).toBe(true);
    expect(starts('axb', 'a_')).toBe(false);
  });

  it('steps over the surrogates and past characters outside the basic plane', () => {
    expect(prefixRange('a\u{D7FF}').to).toBe('a\u{E000}');
    expect(prefixRange('é').to).toBe('ê');
    expect(prefixRange('😀').to).toBe('😁');
    expect(prefixRange('a\u{10FFFF}').to).toBe('b');
  });
});
