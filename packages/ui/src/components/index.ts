import { deferredPart } from './deferredPart.tsx';

export { preloadParts } from './deferredPart.tsx';

export { CrashCard } from './CrashCard.tsx';
export { NotFoundPage } from './NotFoundPage.tsx';
export { ErrorBoundary } from './ErrorBoundary.tsx';
export { EmptyState } from './EmptyState.tsx';
export { CardGridSkeleton, PageSkeleton } from './PageSkeleton.tsx';
export { AppProviders, BusToasts } from './AppProviders.tsx';
export { InitialsAvatar, initialsOf } from './InitialsAvatar.tsx';
export type { FileUploaderProps, UploadKind } from './FileUploader.tsx';
export { FollowButton, type FollowButtonProps } from './FollowButton.tsx';
export type { FileUploaderRowProps } from './FileUploaderRow.tsx';
export type { ListPaginationProps } from './ListPagination.tsx';

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
/** Under a list, and hidden while one page holds everything: nothing to hold in its place. */
export const ListPagination = deferredPart(
  () => import('./ListPagination.tsx'),
  (module) => module.ListPagination,
);
