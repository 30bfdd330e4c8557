import { PAGE_SIZES } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { PagedList, usePagedList } from '@trellis/ui';
import { SubmitUseCaseButton } from './SubmitUseCaseButton.tsx';
import { UseCaseCard } from './UseCaseCard.tsx';
import { aiEndpoints } from '@trellis/contracts/endpoints';
import { UseCaseFilterBar } from './UseCaseFilterBar.tsx';
import type { UseCaseFilterValues } from './useCaseFilters.ts';
import { useCaseListQuery } from './useCaseListQuery.ts';

/** /usecases: approved use cases, searchable and filtered in the site's filter order, nine to a page through `?page`. */
export function UseCaseListPage() {
  const list = usePagedList(aiEndpoints.useCases, useCaseListQuery, {} as UseCaseFilterValues);
  return (
    <PagedList
      list={list}
      title={MESSAGES.useCases.heading}
      headingId="use-cases-heading"
      extra={<SubmitUseCaseButton />}
      filters={<UseCaseFilterBar values={list.filters} onSearch={list.setSearch} onChange={list.setFilter} />}
      pageSize={PAGE_SIZES.useCases}
      emptyText={MESSAGES.empty.useCases}
      itemKey={(useCase) => useCase.id}
      renderItem={(useCase) => <UseCaseCard useCase={useCase} />}
    />
  );
}
