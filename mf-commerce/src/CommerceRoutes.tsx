import { Suspense } from 'react';
import { Route, Routes } from '@trellis/ui/router';
import { lazyScreen } from '@trellis/ui/remote';
import { NotFoundPage, PageSkeleton } from '@trellis/ui';

const MembershipPlansPage = lazyScreen(
  () => import('./features/membership-plans/MembershipPlansPage.tsx'),
  (screen) => screen.MembershipPlansPage,
);

const PaymentSuccessPage = lazyScreen(
  () => import('./features/payment-results/PaymentResultPage.tsx'),
  (screen) => screen.PaymentSuccessPage,
);
const PaymentCancelPage = lazyScreen(
  () => import('./features/payment-results/PaymentResultPage.tsx'),
  (screen) => screen.PaymentCancelPage,
);
const DonationHistoryPage = lazyScreen(
  () => import('./features/donation-history/DonationHistoryPage.tsx'),
  (screen) => screen.DonationHistoryPage,
);

/** Every route of membership and billing. */
export function CommerceRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path="/membership" element={<MembershipPlansPage />} />
        <Route path="/pricing" element={<MembershipPlansPage />} />
        <Route path="/payment/success" element={<PaymentSuccessPage />} />
        <Route path="/payment/cancel" element={<PaymentCancelPage />} />
        <Route path="/payment/donations" element={<DonationHistoryPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
