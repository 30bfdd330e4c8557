import { connectApiQuery, connectParamsOf, connectViewOf, isSearching } from './connectQuery.ts';

describe('the Connect page address', () => {
  it('reads every search parameter and writes back the same address', () => {
    const address = 'q=Sofia&connection=user&country=Italy&professional_fields=2%2C5&limited_search=true&page=3';
    const view = connectViewOf(new URLSearchParams(address));
    expect(view).toEqual({ q: 'Sofia', connection: 'user', country: 'Italy', professionalFields: [2, 5], limitedSearch: true, page: 3 });
    expect(connectParamsOf(view).toString()).toBe(address);
    expect(isSearching(view)).toBe(true);
    expect(connectApiQuery(view)).toEqual({
      q: 'Sofia',
      connection: 'user',
      country: 'Italy',
      professional_fields: '2,5',
      limited_search: 'true',
      page: 3,
    });
  });

  it('falls back to the active connections of every kind for anything it cannot read', () => {
    const view = connectViewOf(new URLSearchParams('connection=friends&page=-2&professional_fields=a,0,4&limited_search=yes'));
    expect(view).toEqual({ q: '', connection: 'all', country: '', professionalFields: [4], limitedSearch: false, page: 1 });
    expect(connectParamsOf({ ...view, professionalFields: [] }).toString()).toBe('');
    expect(isSearching({ ...view, professionalFields: [] })).toBe(false);
  });
});
