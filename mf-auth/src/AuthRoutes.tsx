import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@trellis/ui/router';
import { lazyScreen } from '@trellis/ui/remote';
import { AntdScope, NotFoundPage } from '@trellis/ui/root';
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

/** A screen built on antd: antd and its providers arrive with it, while the card's placeholder holds its place. */
const withAntd = (screen: ReactNode) => <AntdScope fallback={<AuthCardSkeleton />}>{screen}</AntdScope>;

/** Every route this remote owns. Login and sign-up are built from the light components, so they load no antd. */
export function AuthRoutes() {
  return (
    <Suspense fallback={<AuthCardSkeleton />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/verify-otp" element={withAntd(<VerifyOtpPage />)} />
        <Route path="/forgot-password" element={withAntd(<ForgotPasswordPage />)} />
        <Route path="/reset-password/:token" element={withAntd(<ResetPasswordPage />)} />
        <Route path="/change-password" element={withAntd(<ChangePasswordPage />)} />
        <Route path="/pending" element={withAntd(<PendingPage />)} />
        <Route path="/verify-email/:token?" element={withAntd(<VerifyEmailPage />)} />
        <Route path="/linkedin" element={withAntd(<LinkedinCallbackPage />)} />
        <Route path="/terms-and-conditions" element={withAntd(<TermsPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
