import { endpoint, endpointGroup } from './endpoint.ts';

export const authEndpoints = endpointGroup('auth', {
  token: endpoint({
    method: 'POST',
    path: '/token/',
    summary: 'Sign in with e-mail and password (and the captcha after repeated failures for that e-mail)',
    schemas: (c) => ({ body: c.LoginRequest, answer: c.TokenPair }),
  }),
  tokenRefresh: endpoint({
    method: 'POST',
    path: '/token/refresh/',
    summary: 'Exchange a refresh token for a new pair (the old one is revoked)',
    schemas: (c) => ({ body: c.RefreshRequest, answer: c.TokenPair }),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/logout/',
    summary: 'Sign out: revoke the session of a refresh token',
    status: 204,
    schemas: (c) => ({ body: c.LogoutRequest, answer: c.NoContent }),
  }),
  options: endpoint({
    method: 'GET',
    path: '/auth/options/',
    summary: 'Configured captcha, social providers and dev mailbox',
    schemas: (c) => ({ answer: c.AuthOptions }),
  }),
  captchaChallenge: endpoint({
    method: 'GET',
    path: '/captcha/challenge/',
    summary: 'A proof-of-work captcha challenge (ALTCHA); 404 when reCAPTCHA is configured',
    schemas: (c) => ({ answer: c.CaptchaChallenge }),
  }),
  register: endpoint({
    method: 'POST',
    path: '/register/',
    summary: 'Create an unverified account, sign it in and e-mail its verification code',
    schemas: (c) => ({ body: c.RegisterRequest, answer: c.RegisterResponse }),
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/verify-otp/',
    summary: 'Check an e-mailed code: verifies the account or its alternate e-mail and answers a fresh pair',
    schemas: (c) => ({ body: c.VerifyOtpRequest, answer: c.VerifyOtpResponse }),
  }),
  resendOtp: endpoint({
    method: 'POST',
    path: '/resend-otp/',
    summary: 'E-mail a new code (at most one a minute and five an hour per account)',
    schemas: (c) => ({ body: c.ResendOtpRequest, answer: c.MessageResponse }),
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/users/verify-email/',
    summary: 'Verify the account with the key of the e-mailed link; answers a session',
    schemas: (c) => ({ body: c.VerifyEmailRequest, answer: c.VerifyEmailResponse }),
  }),
  switchEmail: endpoint({
    method: 'POST',
    path: '/switch-email/',
    summary: 'Make the verified alternate e-mail the primary one',
    schemas: (c) => ({ answer: c.MessageResponse }),
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/forgot-password/',
    summary: 'E-mail a password reset link; answers the same whether or not the address has an account',
    schemas: (c) => ({ body: c.ForgotPasswordRequest, answer: c.MessageResponse }),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/reset-password/',
    summary: 'Set a new password with the token of the e-mailed link (single use, one hour)',
    schemas: (c) => ({ body: c.ResetPasswordRequest, answer: c.MessageResponse }),
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/change-password/',
    summary: 'Change the password: signs every other session out and answers a new pair for this one',
    schemas: (c) => ({ body: c.ChangePasswordRequest, answer: c.ChangePasswordResponse }),
  }),
  googleLogin: endpoint({
    method: 'POST',
    path: '/google/login/',
    summary: 'Sign in with a Google access token or One Tap ID token',
    schemas: (c) => ({ body: c.GoogleLoginRequest, answer: c.TokenPair }),
  }),
  facebookLogin: endpoint({
    method: 'POST',
    path: '/facebook/login/',
    summary: 'Sign in with a Facebook access token',
    schemas: (c) => ({ body: c.FacebookLoginRequest, answer: c.TokenPair }),
  }),
  linkedinLogin: endpoint({
    method: 'POST',
    path: '/linkedin/login/',
    summary: 'Sign in with a LinkedIn authorization code',
    schemas: (c) => ({ body: c.LinkedinLoginRequest, answer: c.TokenPair }),
  }),
  alternateEmail: endpoint({
    method: 'POST',
    path: '/users/alternate-email/',
    summary: 'Add an alternate e-mail, unverified, and e-mail it a code; answers alike whether or not the address has an account',
    schemas: (c) => ({ body: c.AlternateEmailRequest, answer: c.MessageResponse }),
  }),
  sessionHandoff: endpoint({
    method: 'POST',
    path: '/session-handoff/',
    summary: 'A single-use code that signs this member in on another site',
    schemas: (c) => ({ answer: c.SessionHandoff }),
  }),
  sessionHandoffRedeem: endpoint({
    method: 'POST',
    path: '/session-handoff/redeem/',
    summary: 'Exchange a hand-over code for a new session on this site',
    schemas: (c) => ({ body: c.SessionHandoffRedeem, answer: c.SessionHandoffPair }),
  }),
});
