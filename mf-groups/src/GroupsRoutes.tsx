import { Suspense } from 'react';
import { Route, Routes } from '@trellis/shared/router';
import { lazyScreen } from '@trellis/shared/remote';
import { NotFoundPage, PageSkeleton } from '@trellis/shared/ui';

const OrganizationPage = lazyScreen(
  () => import('./features/organizations/OrganizationPage.tsx'),
  (screen) => screen.OrganizationPage,
);
const OrganizationsPage = lazyScreen(
  () => import('./features/organizations/OrganizationsPage.tsx'),
  (screen) => screen.OrganizationsPage,
);

const CirclesPage = lazyScreen(
  () => import('./features/circles/CirclesPage.tsx'),
  (screen) => screen.CirclesPage,
);
const CirclePage = lazyScreen(
  () => import('./features/circles/CirclePage.tsx'),
  (screen) => screen.CirclePage,
);

/** Every route this remote owns: organizations and circles for now; events, jobs, posts and resources follow. */
export function GroupsRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path="/org" element={<OrganizationsPage />} />
        <Route path="/org/:slug" element={<OrganizationPage />} />
        <Route path="/circles" element={<CirclesPage />} />
        <Route path="/circle/:slug" element={<CirclePage />} />
        <Route path="/circle/:slug/people" element={<CirclePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
