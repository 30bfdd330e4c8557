import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@trellis/shared/ui';
import { ChangePasswordPage } from './features/change-password/ChangePasswordPage.tsx';
import { ForgotPasswordPage } from './features/forgot-password/ForgotPasswordPage.tsx';
import { LoginPage } from './features/login/LoginPage.tsx';
import { PendingPage } from './features/pending/PendingPage.tsx';
import { ResetPasswordPage } from './features/reset-password/ResetPasswordPage.tsx';
import { SignupPage } from './features/signup/SignupPage.tsx';
import { LinkedinCallbackPage } from './features/social/LinkedinCallbackPage.tsx';
import { TermsPage } from './features/terms/TermsPage.tsx';
import { VerifyEmailPage } from './features/verify-email/VerifyEmailPage.tsx';
import { VerifyOtpPage } from './features/verify-otp/VerifyOtpPage.tsx';

/** Every route this remote owns. */
export function AuthRoutes() {
  return (
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
  );
}
