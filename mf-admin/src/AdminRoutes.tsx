import { Suspense } from 'react';
import { Route, Routes } from '@trellis/ui/router';
import { lazyScreen } from '@trellis/ui/remote';
import { NotFoundPage, PageSkeleton } from '@trellis/ui';

const DashboardPage = lazyScreen(
  () => import('./features/dashboard/DashboardPage.tsx'),
  (screen) => screen.DashboardPage,
);
const TodosPage = lazyScreen(
  () => import('./features/dashboard/TodosPage.tsx'),
  (screen) => screen.TodosPage,
);
const SubmissionsPage = lazyScreen(
  () => import('./features/submissions/SubmissionsPage.tsx'),
  (screen) => screen.SubmissionsPage,
);

/** Every route under /admin-dashboard. */
export function AdminRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path="/admin-dashboard" element={<DashboardPage />} />
        <Route path="/admin-dashboard/todos" element={<TodosPage />} />
        <Route path="/admin-dashboard/submissions" element={<SubmissionsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
