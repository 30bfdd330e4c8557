import { Suspense } from 'react';
import { Route, Routes } from '@trellis/ui/router';
import { lazyScreen } from '@trellis/ui/remote';
import { NotFoundPage } from '@trellis/ui';
import { AuthCardSkeleton } from './forms/AuthCard.tsx';

const ChangePasswordPage = lazyScreen(
  () => import('./features/change-password/ChangePasswordPage.tsx'),
  (screen) => screen.ChangePasswordPage,
);
const ForgotPasswordPage = lazyScreen(
  () => import('./features/forgot-password/ForgotPasswordPage.tsx'),
  (screen) => screen.ForgotPasswordPage,
);
const LoginPage = lazyScreen(
  () => import('./features/login/LoginPage.tsx'),
  (screen) => screen.LoginPage,
);
const PendingPage = lazyScreen(
  () => import('./features/pending/PendingPage.tsx'),
  (screen) => screen.PendingPage,
);
const ResetPasswordPage = lazyScreen(
  () => import('./features/reset-password/ResetPasswordPage.tsx'),
  (screen) => screen.ResetPasswordPage,
);
const SignupPage = lazyScreen(
  () => import('./features/signup/SignupPage.tsx'),
  (screen) => screen.SignupPage,
);
const LinkedinCallbackPage = lazyScreen(
  () => import('./features/social/LinkedinCallbackPage.tsx'),
  (screen) => screen.LinkedinCallbackPage,
);
const TermsPage = lazyScreen(
  () => import('./features/terms/TermsPage.tsx'),
  (screen) => screen.TermsPage,
);
const VerifyEmailPage = lazyScreen(
  () => import('./features/verify-email/VerifyEmailPage.tsx'),
  (screen) => screen.VerifyEmailPage,
);
const VerifyOtpPage = lazyScreen(
  () => import('./features/verify-otp/VerifyOtpPage.tsx'),
  (screen) => screen.VerifyOtpPage,
);

/** Every route this remote owns. */
export function AuthRoutes() {
  return (
    <Suspense fallback={<AuthCardSkeleton />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/verify-otp" element={<VerifyOtpPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="/change-password" element={<ChangePasswordPage />} />
        <Route path="/pending" element={<PendingPage />} />
        <Route path="/verify-email/:token?" element={<VerifyEmailPage />} />
        <Route path="/linkedin" element={<LinkedinCallbackPage />} />
        <Route path="/terms-and-conditions" element={<TermsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
