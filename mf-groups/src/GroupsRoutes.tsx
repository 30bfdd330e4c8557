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

/** Every route this remote owns: the organizations for now; circles, events, jobs, posts and resources follow. */
export function GroupsRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path="/org" element={<OrganizationsPage />} />
        <Route path="/org/:slug" element={<OrganizationPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
