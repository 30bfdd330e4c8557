import { pageFromQuery, searchTerm } from './listQuery.ts';

describe('search term', () => {
  it('trims and ignores input shorter than two characters', () => {
    expect(searchTerm('  a ')).toBe('');
    expect(searchTerm('  ai ')).toBe('ai');
    expect(searchTerm('')).toBe('');
  });
});

describe('page from the query string', () => {
  it('reads a positive whole number, and the first page for anything else', () => {
    expect(pageFromQuery('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'two']) expect(pageFromQuery(value)).toBe(1);
  });
});
