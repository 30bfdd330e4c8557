import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { UseCaseFilterValues } from './useCaseFilters.ts';

const idOf = (value: string | undefined) => (value ? Number(value) : undefined);

/** The query of GET /use-cases/ for one page of the grid; the server lists approved use cases unless asked otherwise. */
export function useCaseListQuery({ page, search, ...filters }: UseCaseFilterValues & { page: number; search: string }) {
  return {
    page,
    page_size: PAGE_SIZES.useCases,
    search: search || undefined,
    job_function: idOf(filters.job_function),
    professional_field: idOf(filters.professional_field),
    career_stage: idOf(filters.career_stage),
    business_value: filters.business_value,
    complexity: filters.complexity,
    innovation_category: filters.innovation_category,
    category: filters.category,
  };
}
