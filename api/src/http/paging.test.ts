import { describe, expect, it } from 'vitest';
import { pageAnswer, pageWindow } from './paging.ts';

describe('pageWindow', () => {
  it("reads the list's own size when the query names none", () => {
    expect(pageWindow({ page: 1 }, 9)).toEqual({ page: 1, pageSize: 9, limit: 9, offset: 0 });
    expect(pageWindow({ page: 3, page_size: undefined }, 12)).toEqual({ page: 3, pageSize: 12, limit: 12, offset: 24 });
  });

  it('reads the size the query asks for, skipping every row of the pages before', () => {
    expect(pageWindow({ page: 4, page_size: 5 }, 9)).toEqual({ page: 4, pageSize: 5, limit: 5, offset: 15 });
  });
});

describe('pageAnswer', () => {
  it('holds the rows, the whole count and the page that was read', () => {
    expect(pageAnswer(['a', 'b'], 11, pageWindow({ page: 2, page_size: 9 }, 12))).toEqual({
      data: ['a', 'b'],
      pagination: { count: 11, page: 2, page_size: 9 },
    });
  });

  it('answers a page past the end with no rows and the true count', () => {
    expect(pageAnswer([], 3, pageWindow({ page: 5 }, 9))).toEqual({ data: [], pagination: { count: 3, page: 5, page_size: 9 } });
  });
});
