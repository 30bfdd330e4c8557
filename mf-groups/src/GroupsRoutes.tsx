import { Suspense } from 'react';
import { Route, Routes } from '@trellis/ui/router';
import { lazyScreen } from '@trellis/ui/remote';
import { NotFoundPage, PageSkeleton } from '@trellis/ui';

const OrganizationPage = lazyScreen(
  () => import('./features/organizations/OrganizationPage.tsx'),
  (screen) => screen.OrganizationPage,
);
const OrganizationsPage = lazyScreen(
  () => import('./features/organizations/OrganizationsPage.tsx'),
  (screen) => screen.OrganizationsPage,
);

const CirclesPage = lazyScreen(
  () => import('./features/programs/CirclesPage.tsx'),
  (screen) => screen.CirclesPage,
);
const EventsPage = lazyScreen(
  () => import('./features/programs/EventsPage.tsx'),
  (screen) => screen.EventsPage,
);
const ProgramPage = lazyScreen(
  () => import('./features/programs/ProgramPage.tsx'),
  (screen) => screen.ProgramPage,
);

/** Every route this remote owns: organizations, circles and events for now; jobs, posts and resources follow. */
export function GroupsRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path="/org" element={<OrganizationsPage />} />
        <Route path="/org/:slug" element={<OrganizationPage />} />
        <Route path="/circles" element={<CirclesPage />} />
        <Route path="/circle/:slug" element={<ProgramPage />} />
        <Route path="/circle/:slug/people" element={<ProgramPage />} />
        <Route path="/events" element={<EventsPage />} />
        <Route path="/event/:slug" element={<ProgramPage />} />
        <Route path="/event/:slug/people" element={<ProgramPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
