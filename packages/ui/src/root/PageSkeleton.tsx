import { Skeleton } from './Skeleton.tsx';

/** Placeholder for a detail page (antd's skeleton look, without antd: the shell shows it before any screen). */
export function PageSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading">
      <Skeleton rows={8} titleWidth="38%" />
    </div>
  );
}
