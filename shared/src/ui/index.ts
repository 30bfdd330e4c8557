export { CrashCard } from './CrashCard.tsx';
export { NotFoundPage } from './NotFoundPage.tsx';
export { ErrorBoundary } from './ErrorBoundary.tsx';
export { EmptyState } from './EmptyState.tsx';
export { CardGridSkeleton, PageSkeleton } from './PageSkeleton.tsx';
export { AppProviders, BusToasts } from './AppProviders.tsx';
export { InitialsAvatar, initialsOf } from './InitialsAvatar.tsx';
export { FileUploader, type FileUploaderProps, type UploadKind } from './FileUploader.tsx';
export { FollowButton, type FollowButtonProps } from './FollowButton.tsx';
