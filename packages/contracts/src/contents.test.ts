import { describe, expect, it } from 'vitest';
import { CONTENT_LIMITS, previewOf } from './contents.ts';

describe('post previews', () => {
  it('keeps a text up to the preview length whole', () => {
    const text = 'a'.repeat(CONTENT_LIMITS.previewChars);
    expect(previewOf(text)).toEqual({ text, cut: false });
  });

  it('cuts a longer text at the last word end near the limit, or at the limit inside one long word', () => {
    const words = 'word '.repeat(400);
    const cut = previewOf(words);
    expect(cut.cut).toBe(true);
    expect(cut.text.endsWith('word…')).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(CONTENT_LIMITS.previewChars + 1);
    expect(previewOf('x'.repeat(2000)).text).toBe(`${'x'.repeat(CONTENT_LIMITS.previewChars)}…`);
  });
});
