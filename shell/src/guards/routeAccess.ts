import type { RemoteEntry } from '@trellis/contracts';
import { matchesPrefix as under } from '@trellis/contracts/remote-routing';

/** The registry's routes by how the layout guards treat them; every list is empty until the registry answers. */
export type RouteTable = {
  /** Screens that decide for themselves who may see them (the code screen wants a signed-in unverified member). */
  selfGuarded: string[];
  /** Pages a signed-out visitor may read; everything else sends them to /login first. */
  public: string[];
  /** Pages that need an admin role. */
  admin: string[];
};

/** The routes every remote of the registry declared in its descriptor. */
export function routeTable(remotes: readonly RemoteEntry[]): RouteTable {
  return {
    selfGuarded: remotes.flatMap((remote) => remote.self_guarded_prefixes),
    public: remotes.flatMap((remote) => remote.public_prefixes),
    admin: remotes.flatMap((remote) => remote.admin_prefixes),
  };
}

export const isAccessRoute = (pathname: string, routes: RouteTable) => routes.selfGuarded.some((prefix) => under(pathname, prefix));
/** The landing page is the shell's own and public. */
export const isPublicRoute = (pathname: string, routes: RouteTable) =>
  pathname === '/' || routes.public.some((prefix) => under(pathname, prefix));
export const isAdminRoute = (pathname: string, routes: RouteTable) => routes.admin.some((prefix) => under(pathname, prefix));
/** /signup is for signed-out and trial visitors only, a rule of the shell's session handling. */
export const isSignupRoute = (pathname: string) => under(pathname, '/signup');
/** The registration wizard, where an incomplete profile is completed. */
export const isRegistrationRoute = (pathname: string) => under(pathname, '/registration');
