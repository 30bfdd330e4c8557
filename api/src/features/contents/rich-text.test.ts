import { describe, expect, it } from 'vitest';
import { CONTENT_LIMITS } from '@trellis/contracts';
import { titleOf } from './rich-text.ts';

describe('a post title', () => {
  it('keeps words that fit the title length whole, spaces and line breaks made single spaces', () => {
    expect(titleOf('  Week one\n\nagenda  ')).toBe('Week one agenda');
    const exact = 'a'.repeat(CONTENT_LIMITS.titleChars);
    expect(titleOf(exact)).toBe(exact);
  });

  it('cuts longer words after the last word that fits, with an ellipsis counted in the length', () => {
    const text = 'Networking tips '.repeat(20);
    const title = titleOf(text);
    expect(title.length).toBeLessThanOrEqual(CONTENT_LIMITS.titleChars);
    // The words before the ellipsis are the text's first ones, ending where a word ends.
    const shown = title.slice(0, -1);
    expect(title.endsWith('…')).toBe(true);
    expect(text.startsWith(shown)).toBe(true);
    expect(text[shown.length]).toBe(' ');
    expect(shown.length).toBeGreaterThan(CONTENT_LIMITS.titleChars - 'Networking '.length - 1);
    expect(titleOf('alpha beta gamma', 12)).toBe('alpha beta…');
    expect(titleOf('alpha beta gamma', 11)).toBe('alpha beta…');
    expect(titleOf('alpha beta gamma', 10)).toBe('alpha…');
  });

  it('cuts inside a single word longer than the title length', () => {
    expect(titleOf('x'.repeat(150))).toBe(`${'x'.repeat(CONTENT_LIMITS.titleChars - 1)}…`);
    expect(titleOf('Supercalifragilistic words', 10)).toBe('Supercali…');
  });
});
