import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { UseCaseCard as UseCase } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { PagedList, usePagedList } from '@trellis/ui';
import { SubmitUseCaseButton } from './SubmitUseCaseButton.tsx';
import { UseCaseCard } from './UseCaseCard.tsx';
import { useCaseListPath } from './useCaseListPath.ts';

/** /usecases: approved use cases, searchable, nine to a page through `?page`. */
export function UseCaseListPage() {
  const list = usePagedList<UseCase, object>(useCaseListPath, {});
  return (
    <PagedList
      list={list}
      title={MESSAGES.useCases.heading}
      headingId="use-cases-heading"
      extra={<SubmitUseCaseButton />}
      searchLabel="Search use cases"
      pageSize={PAGE_SIZES.useCases}
      emptyText={MESSAGES.empty.useCases}
      itemKey={(useCase) => useCase.id}
      renderItem={(useCase) => <UseCaseCard useCase={useCase} />}
    />
  );
}
