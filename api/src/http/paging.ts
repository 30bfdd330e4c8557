import type { Paginated } from '@trellis/contracts';

/** One page of a list: its number and size, and the rows a query reads for it (`limit` after `offset`). */
export type PageWindow = { page: number; pageSize: number; limit: number; offset: number };

/** The page a list query asks for: `page_size` when the query names one, else the list's own size. */
export function pageWindow(query: { page: number; page_size?: number | undefined }, listSize: number): PageWindow {
  const pageSize = query.page_size ?? listSize;
  return { page: query.page, pageSize, limit: pageSize, offset: (query.page - 1) * pageSize };
}

/** The answer of every list endpoint: the page's rows, and the whole list's count with the page that was read. */
export function pageAnswer<T>(data: T[], count: number, { page, pageSize }: PageWindow): Paginated<T> {
  return { data, pagination: { count, page, page_size: pageSize } };
}
