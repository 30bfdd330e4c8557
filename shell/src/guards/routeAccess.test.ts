import { isAdminRoute, isPublicRoute } from './routeAccess.ts';

describe('the public routes', () => {
  it.each([
    '/',
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password/abc',
    '/verify-email/abc',
    '/linkedin',
    '/terms-and-conditions',
    '/org/acme',
    '/circle/design-cohort',
    '/event/summit',
    '/job/frontend-engineer',
    '/post/hello',
    '/resource/cv-guide',
    '/usecase/triage',
    '/ai-tool/writer',
    '/usecases',
    '/ai-tools',
    '/membership',
    '/pricing',
  ])('lets a signed-out visitor read %s', (path) => {
    expect(isPublicRoute(path)).toBe(true);
  });

  it.each([
    '/profile',
    '/careergps',
    '/notification',
    '/favorites',
    '/my',
    '/connect',
    '/feedback',
    '/admin-dashboard',
    '/organizer',
    '/usecases-admin',
  ])('keeps %s for members', (path) => {
    expect(isPublicRoute(path)).toBe(false);
  });

  it('knows the admin view by its prefix', () => {
    expect(isAdminRoute('/admin-dashboard/todos')).toBe(true);
    expect(isAdminRoute('/admin-dashboards')).toBe(false);
  });
});
