import { describe, expect, it } from 'vitest';
import { pdfPageWidth } from './pdfPageWidth.ts';

describe('pdfPageWidth', () => {
  it('draws half of a wide viewer, three quarters of a medium one and the whole of a narrow one', () => {
    expect(pdfPageWidth(1280)).toBe(640);
    expect(pdfPageWidth(1001)).toBe(500);
    expect(pdfPageWidth(1000)).toBe(750);
    expect(pdfPageWidth(601)).toBe(450);
    expect(pdfPageWidth(600)).toBe(600);
    expect(pdfPageWidth(358)).toBe(358);
  });
});
