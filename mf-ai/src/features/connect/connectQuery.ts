import { CONNECT_TABS, type ConnectTab } from '@trellis/contracts';
import { pageFromQuery } from '@trellis/ui';

/** What the Connect page shows, as its address holds it (q, connection, country, professional_fields, limited_search, page). */
export type ConnectView = {
  q: string;
  connection: ConnectTab;
  country: string;
  professionalFields: number[];
  limitedSearch: boolean;
  page: number;
};

const isTab = (value: string | null): value is ConnectTab => CONNECT_TABS.includes(value as ConnectTab);

/** Reads the view from the address; anything unreadable falls back to the default (all, no filter, first page). */
export function connectViewOf(params: URLSearchParams): ConnectView {
  const connection = params.get('connection');
  return {
    q: params.get('q')?.trim() ?? '',
    connection: isTab(connection) ? connection : 'all',
    country: params.get('country')?.trim() ?? '',
    professionalFields: (params.get('professional_fields') ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
    limitedSearch: params.get('limited_search') === 'true',
    page: pageFromQuery(params.get('page')),
  };
}

/** The view as the address writes it: defaults are left out, so /connect stays /connect. */
export function connectParamsOf(view: ConnectView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.connection !== 'all') params.set('connection', view.connection);
  if (view.country) params.set('country', view.country);
  if (view.professionalFields.length) params.set('professional_fields', view.professionalFields.join(','));
  if (view.limitedSearch) params.set('limited_search', 'true');
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** Whether the view searches (and so shows Search Results) rather than listing the member's active connections. */
export const isSearching = (view: ConnectView) => Boolean(view.q || view.country || view.professionalFields.length);

/** The query of GET /connect/ for the view. */
export function connectApiQuery(view: ConnectView) {
  return {
    connection: view.connection,
    page: view.page,
    ...(view.q ? { q: view.q } : {}),
    ...(view.country ? { country: view.country } : {}),
    ...(view.professionalFields.length ? { professional_fields: view.professionalFields.join(',') } : {}),
    ...(view.limitedSearch ? { limited_search: 'true' as const } : {}),
  };
}
