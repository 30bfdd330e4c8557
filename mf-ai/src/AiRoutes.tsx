import { Suspense } from 'react';
import { Route, Routes } from '@trellis/ui/router';
import { lazyScreen } from '@trellis/ui/remote';
import { NotFoundPage, PageSkeleton } from '@trellis/ui';

const UseCaseListPage = lazyScreen(
  () => import('./features/use-cases/UseCaseListPage.tsx'),
  (screen) => screen.UseCaseListPage,
);
const UseCasePage = lazyScreen(
  () => import('./features/use-cases/UseCasePage.tsx'),
  (screen) => screen.UseCasePage,
);
const SubmitUseCasePage = lazyScreen(
  () => import('./features/use-cases/UseCaseFormPage.tsx'),
  (screen) => screen.SubmitUseCasePage,
);
const EditUseCasePage = lazyScreen(
  () => import('./features/use-cases/UseCaseFormPage.tsx'),
  (screen) => screen.EditUseCasePage,
);
const AiToolListPage = lazyScreen(
  () => import('./features/ai-tools/AiToolListPage.tsx'),
  (screen) => screen.AiToolListPage,
);
const AiToolPage = lazyScreen(
  () => import('./features/ai-tools/AiToolPage.tsx'),
  (screen) => screen.AiToolPage,
);
const CircleLeadersPage = lazyScreen(
  () => import('./features/circle-leaders/CircleLeadersPage.tsx'),
  (screen) => screen.CircleLeadersPage,
);
const ConnectPage = lazyScreen(
  () => import('./features/connect/ConnectPage.tsx'),
  (screen) => screen.ConnectPage,
);
const InfluencersPage = lazyScreen(
  () => import('./features/connect/InfluentialPages.tsx'),
  (screen) => screen.InfluencersPage,
);
const InfluentialOrganizationsPage = lazyScreen(
  () => import('./features/connect/InfluentialPages.tsx'),
  (screen) => screen.InfluentialOrganizationsPage,
);
const ResourceHubPage = lazyScreen(
  () => import('./features/resource-hub/ResourceHubPage.tsx'),
  (screen) => screen.ResourceHubPage,
);
const FavouritesPage = lazyScreen(
  () => import('./features/favourites/FavouritesPage.tsx'),
  (screen) => screen.FavouritesPage,
);
const MyItemsPage = lazyScreen(
  () => import('./features/my-items/MyItemsPage.tsx'),
  (screen) => screen.MyItemsPage,
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

const AgentPromptsPage = lazyScreen(
  () => import('./features/agent-admin/AgentPromptsPage.tsx'),
  (screen) => screen.AgentPromptsPage,
);

const AgentLogPage = lazyScreen(
  () => import('./features/agent-admin/AgentLogPage.tsx'),
  (screen) => screen.AgentLogPage,
);

/** Every route of the AI and content area. */
export function AiRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path="/usecases" element={<UseCaseListPage />} />
        <Route path="/usecases/submit" element={<SubmitUseCasePage />} />
        <Route path="/usecase/:slug" element={<UseCasePage />} />
        <Route path="/usecase/:slug/edit" element={<EditUseCasePage />} />
        <Route path="/ai-tools" element={<AiToolListPage />} />
        <Route path="/ai-tool/:slug" element={<AiToolPage />} />
        <Route path="/circle-leaders" element={<CircleLeadersPage />} />
        <Route path="/resourcehub" element={<ResourceHubPage />} />
        <Route path="/connect" element={<ConnectPage />} />
        <Route path="/influencers" element={<InfluencersPage />} />
        <Route path="/influential-orgs" element={<InfluentialOrganizationsPage />} />
        <Route path="/favorites" element={<FavouritesPage />} />
        <Route path="/favorites/:section" element={<FavouritesPage />} />
        <Route path="/my" element={<MyItemsPage />} />
        <Route path="/my/:section" element={<MyItemsPage />} />
        <Route path="/agent" element={<AgentPage />} />
        <Route path="/careergps" element={<CareerGpsPage />} />
        <Route path="/careergps/:slug" element={<AgentRunPage />} />
        <Route path="/careergps-report/:slug" element={<ReportPage />} />
        <Route path="/careergps-reports" element={<ReportsPage />} />
        <Route path="/agent-prompts" element={<AgentPromptsPage />} />
        <Route path="/agent-log" element={<AgentLogPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
