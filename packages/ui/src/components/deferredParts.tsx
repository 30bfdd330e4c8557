import { Suspense } from 'react';
import { deferredModule, deferredPart } from '@trellis/ui/root';
import type { DonationRow, DonationTableProps } from './DonationTable.tsx';

/** The dragger's height: the box holds its place while antd's upload module arrives. */
export const FileUploader = deferredPart(
  () => import('./FileUploader.tsx'),
  (module) => module.FileUploader,
  150,
);
export const FileUploaderRow = deferredPart(
  () => import('./FileUploaderRow.tsx'),
  (module) => module.FileUploaderRow,
  32,
);
/** An input's height: the search box holds its row while antd's fields module arrives. */
export const SearchInput = deferredPart(
  () => import('./SearchInput.tsx'),
  (module) => module.SearchInput,
  32,
);
/** Under a list, and hidden while one page holds everything: nothing to hold in its place. */
export const ListPagination = deferredPart(
  () => import('./ListPagination.tsx'),
  (module) => module.ListPagination,
);
/**
 * The parts below read the contracts (and with them zod) or show antd's tag, tooltip and table, which no sign-in
 * screen needs: the kit would otherwise bring them onto every first load.
 */
export const CurationVerdict = deferredPart(
  () => import('./CurationVerdict.tsx'),
  (module) => module.CurationVerdict,
  22,
);
export const RecommendationsPanel = deferredPart(
  () => import('./RecommendationsPanel.tsx'),
  (module) => module.RecommendationsPanel,
);
const useDonationTableModule = deferredModule(() => import('./DonationTable.tsx'));

function LoadedDonationTable<T extends DonationRow>(props: DonationTableProps<T>) {
  const { DonationTable: Table } = useDonationTableModule();
  return <Table<T> {...props} />;
}

/** A page of donations; its place is held while antd's table arrives. */
export function DonationTable<T extends DonationRow>(props: DonationTableProps<T>) {
  return (
    <Suspense fallback={<div style={{ minHeight: 120 }} />}>
      <LoadedDonationTable<T> {...props} />
    </Suspense>
  );
}
