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
const MembersPage = lazyScreen(
  () => import('./features/members/MembersPage.tsx'),
  (screen) => screen.MembersPage,
);
const AuditLogPage = lazyScreen(
  () => import('./features/audit-log/AuditLogPage.tsx'),
  (screen) => screen.AuditLogPage,
);
const JobsPage = lazyScreen(
  () => import('./features/jobs/JobsPage.tsx'),
  (screen) => screen.JobsPage,
);
const UseCasesReviewPage = lazyScreen(
  () => import('./features/content-review/ContentReviewPage.tsx'),
  (screen) => screen.UseCasesReviewPage,
);
const AiToolsReviewPage = lazyScreen(
  () => import('./features/content-review/ContentReviewPage.tsx'),
  (screen) => screen.AiToolsReviewPage,
);
const ResourcesReviewPage = lazyScreen(
  () => import('./features/content-review/ContentReviewPage.tsx'),
  (screen) => screen.ResourcesReviewPage,
);
const AgentsPage = lazyScreen(
  () => import('./features/agents/AgentsPage.tsx'),
  (screen) => screen.AgentsPage,
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
        <Route path="/admin-dashboard/members" element={<MembersPage />} />
        <Route path="/admin-dashboard/audit-log" element={<AuditLogPage />} />
        <Route path="/admin-dashboard/agents" element={<AgentsPage />} />
        <Route path="/admin-dashboard/jobs" element={<JobsPage />} />
        <Route path="/admin-dashboard/usecases" element={<UseCasesReviewPage />} />
        <Route path="/admin-dashboard/ai-tools" element={<AiToolsReviewPage />} />
        <Route path="/admin-dashboard/resources" element={<ResourcesReviewPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
