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
});
