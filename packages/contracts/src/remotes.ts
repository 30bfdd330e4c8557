import { z } from 'zod';

/** A remote's registry name: `mf_` and lower-case letters, the federation name its build declares. */
export const RemoteName = z
  .string()
  .regex(/^mf_[a-z]+$/, 'A remote is named mf_ and lower-case letters.')
  .max(40);
export type RemoteName = z.infer<typeof RemoteName>;

const RoutePrefix = z
  .string()
  .max(200)
  .regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'A route prefix is a lower-case path such as /org or /admin-dashboard.');

/** The menu icons the shell can draw; each names an icon of the shared icon module. */
export const MENU_ICONS = [
  'appstore',
  'bulb',
  'calendar',
  'check-square',
  'compass',
  'crown',
  'gift',
  'global',
  'heart',
  'notification',
  'read',
  'robot',
  'safety-certificate',
  'shopping',
  'team',
  'user',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

/**
 * What a menu entry waits for: a site flag (jobs, connect), the site having plans to sell, a member who
 * still has to verify their e-mail, or a signed-in member (not a visitor or trial user) for pages that list what
 * the member did. An entry without a condition is always shown.
 */
export const MENU_CONDITIONS = ['show_job_menu', 'show_connect_menu', 'has_subscription_plans', 'unverified', 'signed_in'] as const;
export type MenuCondition = (typeof MENU_CONDITIONS)[number];

const MenuLink = z.object({
  /** Path and optional query; the entry is selected while the location is at or below the path and has the query. */
  path: z.string().max(300).startsWith('/'),
  label: z.string().min(1).max(60),
});

/** One entry of the shell's left menu, contributed by the remote whose screen it opens. */
export const MenuEntry = MenuLink.extend({
  icon: z.enum(MENU_ICONS),
  /** Position among every remote's entries, lowest first: the menu interleaves areas. */
  order: z.number().int().min(0).max(1000),
  when: z.enum(MENU_CONDITIONS).optional(),
  children: z.array(MenuLink).max(20).optional(),
});
export type MenuEntry = z.infer<typeof MenuEntry>;

/**
 * What the shell needs to know about a remote besides where its bundle lives: which of its routes a signed-out
 * visitor may read, which need an admin role, which screens guard themselves, and its menu entries.
 */
export const RemoteRoutes = z.object({
  /** Screens that decide for themselves who may see them (sign-in, sign-up, codes); the layout guards stand aside. */
  self_guarded_prefixes: z.array(RoutePrefix).max(50),
  /** Pages a signed-out visitor may read; every other page of the remote sends them to /login first. */
  public_prefixes: z.array(RoutePrefix).max(50),
  /** Pages that need an admin role in the current organization. */
  admin_prefixes: z.array(RoutePrefix).max(50),
  menu: z.array(MenuEntry).max(30),
  /** Entries of the admin view's menu. */
  admin_menu: z.array(MenuEntry).max(30),
});
export type RemoteRoutes = z.infer<typeof RemoteRoutes>;

/**
 * A remote's descriptor, the `remote.json` in its folder: the one place its name, folder, dev server port, route
 * prefixes, public and admin routes and menu entries are written. The server seeds its registry from it, the
 * registry hands its routes and menus to the shell, and the build and dev scripts find the remotes through it.
 */
export const RemoteDescriptor = RemoteRoutes.extend({
  name: RemoteName,
  /** The remote's folder in the repository; its build is served under /remotes/<folder>/. */
  folder: z.string().regex(/^mf-[a-z]+$/, 'A remote folder is mf- and lower-case letters.'),
  /** Title of the remote's standalone page. */
  title: z.string().min(1).max(80),
  /** Port of the remote's webpack dev server; the remotes listen on 3101 to 3199. */
  dev_port: z.number().int().min(3101).max(3199),
  /** Paths the remote owns: a prefix matches itself and everything below it ('/org' owns '/org/acme/people'). */
  prefixes: z.array(RoutePrefix).min(1).max(50),
});
export type RemoteDescriptor = z.infer<typeof RemoteDescriptor>;

/** One remote of the runtime registry: where its manifest lives, which URL prefixes it owns, its routes and menus. */
export const RemoteEntry = RemoteRoutes.extend({
  name: RemoteName,
  manifest_url: z.string().min(1).max(2048),
  /** Paths the remote owns: a prefix matches itself and everything below it ('/org' owns '/org/acme/people'). */
  prefixes: z.array(z.string().max(200).startsWith('/')).min(1).max(50),
});
export type RemoteEntry = z.infer<typeof RemoteEntry>;

/** GET /remotes/ */
export const RemoteParams = z.object({ name: z.string().min(1).max(100) });

export const RemoteRegistry = z.object({ remotes: z.array(RemoteEntry).max(100) });
export type RemoteRegistry = z.infer<typeof RemoteRegistry>;

/** PUT /remotes/{name}/ (staff only): point a remote at a new deployment. */
export const RemoteUpdate = z.object({
  manifest_url: RemoteEntry.shape.manifest_url,
  prefixes: RemoteEntry.shape.prefixes.optional(),
});
export type RemoteUpdate = z.infer<typeof RemoteUpdate>;

// Read by the shell's start-up, which loads no zod: they live in a module of their own.
export { LIFECYCLES_MODULE, REGISTRY_ELEMENT_ID, SITE_ELEMENT_ID, matchesPrefix, ownerOf } from './remoteRouting.ts';
