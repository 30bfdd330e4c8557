import { Suspense } from 'react';
import { Route, Routes } from '@trellis/ui/router';
import { lazyScreen } from '@trellis/ui/remote';
import { NotFoundPage, PageSkeleton } from '@trellis/ui';

const UseCaseListPage = lazyScreen(
  () => import('./features/use-cases/UseCaseListPage.tsx'),
  (screen) => screen.UseCaseListPage,
);

const AgentPage = lazyScreen(
  () => import('./features/assistant/AgentPage.tsx'),
  (screen) => screen.AgentPage,
);

const CareerGpsPage = lazyScreen(
  () => import('./features/careergps/CareerGpsPage.tsx'),
  (screen) => screen.CareerGpsPage,
);

const AgentRunPage = lazyScreen(
  () => import('./features/careergps/AgentRunPage.tsx'),
  (screen) => screen.AgentRunPage,
);

const ReportPage = lazyScreen(
  () => import('./features/careergps-reports/ReportPage.tsx'),
  (screen) => screen.ReportPage,
);

const ReportsPage = lazyScreen(
  () => import('./features/careergps-reports/ReportsPage.tsx'),
  (screen) => screen.ReportsPage,
);

/** Every route of the AI and content area. */
export function AiRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path="/usecases" element={<UseCaseListPage />} />
        <Route path="/agent" element={<AgentPage />} />
        <Route path="/careergps" element={<CareerGpsPage />} />
        <Route path="/careergps/:slug" element={<AgentRunPage />} />
        <Route path="/careergps-report/:slug" element={<ReportPage />} />
        <Route path="/careergps-reports" element={<ReportsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
