import { USE_CASE_FILTERS } from '@trellis/contracts';
import { orderedUseCaseFilters } from './useCaseFilters.ts';

describe('the use case filters order', () => {
  it('is the default order when the site names none', () => {
    expect(orderedUseCaseFilters(undefined)).toEqual([...USE_CASE_FILTERS]);
  });

  it("follows the site's order, skips unknown names and repeats, and keeps the rest after it", () => {
    expect(orderedUseCaseFilters(['category', 'complexity', 'colour', 'category', 'search'])).toEqual([
      'category',
      'complexity',
      'search',
      'job_function',
      'professional_field',
      'business_value',
      'innovation_category',
      'career_stage',
    ]);
  });
});
