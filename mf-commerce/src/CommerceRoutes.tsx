import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@trellis/shared/ui';
import { MembershipPlansPage } from './features/membership-plans/MembershipPlansPage.tsx';

/** Every route of membership and billing. */
export function CommerceRoutes() {
  return (
    <Routes>
      <Route path="/membership" element={<MembershipPlansPage />} />
      <Route path="/pricing" element={<MembershipPlansPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
