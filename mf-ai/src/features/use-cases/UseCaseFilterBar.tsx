import { Select } from '@trellis/ui/antd/fields';
import type { OptionItem, UseCaseFilter } from '@trellis/contracts';
import { aiEndpoints } from '@trellis/contracts/endpoints';
import { useCall } from '@trellis/platform/api-client';
import { useSite } from '@trellis/platform/site';
import { SearchBox } from '@trellis/ui';
import { optionLabel } from './UseCaseCard.tsx';
import { orderedUseCaseFilters, type UseCaseFilterValues } from './useCaseFilters.ts';

type Props = {
  values: UseCaseFilterValues;
  onSearch(term: string): void;
  onChange<Name extends keyof UseCaseFilterValues>(name: Name, value: UseCaseFilterValues[Name]): void;
};

const LABELS: Record<Exclude<UseCaseFilter, 'search'>, string> = {
  job_function: 'Job function',
  professional_field: 'Professional field',
  business_value: 'Business value',
  complexity: 'Complexity',
  innovation_category: 'Innovation category',
  career_stage: 'Career stage',
  category: 'Category',
};

/** The use case list's search and filters, in the order the site's configuration gives them. */
export function UseCaseFilterBar({ values, onSearch, onChange }: Props) {
  const config = useSite((state) => state.config);
  const stored = useCall(aiEndpoints.useCaseFilterValues);
  const options = config?.options;
  const byId = (items: readonly OptionItem[] | undefined) => (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  const byValue = (items: readonly string[] | undefined) => (items ?? []).map((value) => ({ value, label: optionLabel(value) }));
  const choices: Record<Exclude<UseCaseFilter, 'search'>, { value: string; label: string }[]> = {
    job_function: byId(options?.job_functions),
    professional_field: byId(options?.professional_fields),
    career_stage: byId(options?.career_stages),
    category: (options?.usecase_categories ?? []).map((item) => ({ value: item.name, label: item.name })),
    business_value: byValue(stored.data?.business_values),
    complexity: byValue(stored.data?.complexities),
    innovation_category: byValue(stored.data?.innovation_categories),
  };
  return orderedUseCaseFilters(config?.ui.filter_order.usecases).map((name) =>
    name === 'search' ? (
      <SearchBox key={name} label="Search use cases" onSearch={onSearch} />
    ) : (
      <Select
        key={name}
        aria-label={LABELS[name]}
        placeholder={LABELS[name]}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ flex: '1 1 160px', maxWidth: 220 }}
        value={values[name]}
        onChange={(value: string | undefined) => onChange(name, value)}
        options={choices[name]}
      />
    ),
  );
}
