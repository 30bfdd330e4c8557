import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@trellis/shared/ui';
import { DashboardPage } from './features/dashboard/DashboardPage.tsx';
import { TodosPage } from './features/dashboard/TodosPage.tsx';
import { SubmissionsPage } from './features/submissions/SubmissionsPage.tsx';

/** Every route under /admin-dashboard. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin-dashboard" element={<DashboardPage />} />
      <Route path="/admin-dashboard/todos" element={<TodosPage />} />
      <Route path="/admin-dashboard/submissions" element={<SubmissionsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
