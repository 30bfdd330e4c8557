import { searchTerm } from './searchTerm.ts';

describe('search term', () => {
  it('trims and ignores input shorter than two characters', () => {
    expect(searchTerm('  a ')).toBe('');
    expect(searchTerm('  ai ')).toBe('ai');
    expect(searchTerm('')).toBe('');
  });
});
