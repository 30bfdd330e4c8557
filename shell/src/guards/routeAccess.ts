import { DEFAULT_ROUTE_PREFIXES } from '@trellis/shared/contracts';
import { matchesPrefix as under } from '../composition/prefixes.ts';

/**
 * The access screens. Each decides for itself who may see it (the code screen
 * wants a signed-in unverified member, /change-password a signed-in one), so
 * the main layout's guards stand aside; only /signup has a shell guard.
 */
export const ACCESS_ROUTES = DEFAULT_ROUTE_PREFIXES.mf_auth;

/**
 * Pages a signed-out visitor may read: the access screens,
 * the legal text, the landing page, the public page of each organization,
 * circle, event, job, post, resource, use case and AI tool, the catalogues
 * that list them (where joining, voting or bookmarking asks them to sign in),
 * and the plans. Everything else sends them to /login first.
 */
export const PUBLIC_ROUTES = [
  ...ACCESS_ROUTES,
  '/org',
  '/circles',
  '/events',
  '/jobs',
  '/posts',
  '/resourcehub',
  '/circle',
  '/event',
  '/job',
  '/post',
  '/resource',
  '/usecase',
  '/usecases',
  '/ai-tool',
  '/ai-tools',
  '/membership',
  '/pricing',
] as const;

/** The admin view: needs an admin role. */
export const ADMIN_ROUTES = ['/admin-dashboard'] as const;

export const isAccessRoute = (pathname: string) => ACCESS_ROUTES.some((prefix) => under(pathname, prefix));
export const isPublicRoute = (pathname: string) => pathname === '/' || PUBLIC_ROUTES.some((prefix) => under(pathname, prefix));
export const isAdminRoute = (pathname: string) => ADMIN_ROUTES.some((prefix) => under(pathname, prefix));
export const isSignupRoute = (pathname: string) => under(pathname, '/signup');
/** The registration wizard, where an incomplete profile is completed. */
export const isRegistrationRoute = (pathname: string) => under(pathname, '/registration');
