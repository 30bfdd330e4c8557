import { Suspense } from 'react';
import { Route, Routes } from '@trellis/ui/router';
import { lazyScreen } from '@trellis/ui/remote';
import { NotFoundPage, PageSkeleton } from '@trellis/ui';

const MembershipPlansPage = lazyScreen(
  () => import('./features/membership-plans/MembershipPlansPage.tsx'),
  (screen) => screen.MembershipPlansPage,
);

/** Every route of membership and billing. */
export function CommerceRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path="/membership" element={<MembershipPlansPage />} />
        <Route path="/pricing" element={<MembershipPlansPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
