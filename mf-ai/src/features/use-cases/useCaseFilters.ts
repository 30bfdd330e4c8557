import { USE_CASE_FILTERS, type UseCaseFilter } from '@trellis/contracts';

/** The chosen value of each filter but the search, as the select holds it; undefined is no filter. */
export type UseCaseFilterValues = Partial<Record<Exclude<UseCaseFilter, 'search'>, string>>;

const known = new Set<string>(USE_CASE_FILTERS);

/**
 * The filters in the order the site's ui.filter_order.usecases names them; names the list does not know are skipped,
 * and filters the site leaves out follow in the default order, so every filter stays reachable.
 */
export function orderedUseCaseFilters(configured: readonly string[] | undefined): UseCaseFilter[] {
  const first = (configured ?? []).filter((name): name is UseCaseFilter => known.has(name));
  const unique = [...new Set(first)];
  return [...unique, ...USE_CASE_FILTERS.filter((name) => !unique.includes(name))];
}
