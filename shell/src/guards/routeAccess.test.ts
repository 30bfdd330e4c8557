import type { RemoteEntry } from '@trellis/contracts';
import { servedRegistry } from '../testing/fixtures.ts';
import { ownerOf } from '../composition/prefixes.ts';
import {
  isAccessRoute,
  isAdminRoute,
  isPublicRoute,
  isRegistrationRoute,
  isSignupRoute,
  routeTable,
  type RouteTable,
} from './routeAccess.ts';

// The routes as the remotes' descriptors declare them, handed out by the registry of a real API server.
let remotes: RemoteEntry[];
let routes: RouteTable;
beforeAll(async () => {
  remotes = await servedRegistry();
  routes = routeTable(remotes);
});

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
    expect(isPublicRoute(path, routes)).toBe(true);
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
    expect(isPublicRoute(path, routes)).toBe(false);
  });

  it('knows the admin view by its prefix', () => {
    expect(isAdminRoute('/admin-dashboard/todos', routes)).toBe(true);
    expect(isAdminRoute('/admin-dashboards', routes)).toBe(false);
  });

  it('leaves the access screens to guard themselves', () => {
    expect(isAccessRoute('/verify-otp', routes)).toBe(true);
    expect(isAccessRoute('/change-password', routes)).toBe(true);
    expect(isAccessRoute('/profile', routes)).toBe(false);
  });
});

describe('the two routes the shell itself knows', () => {
  it('are served by a remote: /signup guards itself, the registration wizard is a member page', () => {
    expect(isSignupRoute('/signup')).toBe(true);
    expect(isAccessRoute('/signup', routes)).toBe(true);
    expect(isRegistrationRoute('/registration')).toBe(true);
    expect(ownerOf('/registration', remotes)?.name).toBe('mf_profile');
    expect(isPublicRoute('/registration', routes)).toBe(false);
  });
});

describe('before the registry answers', () => {
  const nothing = routeTable([] as RemoteEntry[]);

  it('knows only the landing page as public and no page as admin', () => {
    expect(isPublicRoute('/', nothing)).toBe(true);
    expect(isPublicRoute('/login', nothing)).toBe(false);
    expect(isAdminRoute('/admin-dashboard', nothing)).toBe(false);
  });
});
