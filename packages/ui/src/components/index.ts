export { preloadParts } from '@trellis/ui/root';

export { EmptyState } from './EmptyState.tsx';
export { CardGridSkeleton } from './PageSkeleton.tsx';
// One instance of each, in the root module, which the sign-in screens load without the rest of the kit.
export { AntdScope, AppProviders, BusToasts, CrashCard, ErrorBoundary, NotFoundPage, PageSkeleton } from '@trellis/ui/root';
export { InitialsAvatar, initialsOf } from './InitialsAvatar.tsx';
export type { FileUploaderProps, UploadKind } from './FileUploader.tsx';
export { FollowButton, type FollowButtonProps } from './FollowButton.tsx';
export { ServerErrorAlert } from './ServerErrorAlert.tsx';
export { setFieldErrors, showServerErrors, useServerErrors, type ServerErrorOptions } from './useServerErrors.ts';
export { ItemList, ItemRow, type ItemListProps, type ItemRowProps } from './ItemList.tsx';
export { PagedList, type PagedListProps, type PagedListSource } from './PagedList.tsx';
export { usePagedList, type ListQuery } from './usePagedList.ts';
export { usePageInAddress } from './usePageInAddress.ts';
export { SearchBox } from './SearchBox.tsx';
export { ScrollRegion } from './ScrollRegion.tsx';
export { pageFromQuery, searchTerm } from './listQuery.ts';
export { saveFile } from './saveFile.ts';
export type { FileUploaderRowProps } from './FileUploaderRow.tsx';
export type { ListPaginationProps } from './ListPagination.tsx';
export { CurationVerdict, DonationTable, FileUploader, FileUploaderRow, ListPagination, RecommendationsPanel } from './deferredParts.tsx';
export type { CurationVerdictProps } from './CurationVerdict.tsx';
export { RightPanelFrame, RIGHT_PANEL_WIDTH } from './RightPanelFrame.tsx';
export type { DonationRow, DonationTableProps } from './DonationTable.tsx';
export { useDebouncedValue } from './useDebouncedValue.ts';
