import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LandingPageContent, SiteVariant, ThemeColours } from '@trellis/contracts';
import { groups } from './groups.ts';
import { users } from './users.ts';

export type SiteUiFlags = {
  show_job_menu: boolean;
  show_connect_menu: boolean;
  show_location_in_navbar: boolean;
  filter_order: Record<string, string[]>;
};

/** A white-label site: what a host name looks like. */
export const sites = pgTable(
  'sites',
  {
    id: serial().primaryKey(),
    /** Host name without port, lower-cased. */
    host: text().notNull(),
    brandName: text().notNull(),
    logo: text(),
    variant: text().$type<SiteVariant>().notNull().default('general'),
    theme: jsonb().$type<ThemeColours>().notNull(),
    ui: jsonb().$type<SiteUiFlags>().notNull(),
    landingContent: jsonb().$type<LandingPageContent>().notNull(),
    amaDefaultPrompts: jsonb().$type<string[]>().notNull().default([]),
    showPoweredBy: boolean().notNull().default(false),
    defaultOrganizationId: integer().references(() => groups.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('sites_host_key').on(t.host)],
);

/** The runtime registry of Module Federation remotes the shell loads. */
export const remoteApps = pgTable(
  'remote_apps',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    manifestUrl: text().notNull(),
    prefixes: jsonb().$type<string[]>().notNull(),
    position: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('remote_apps_name_key').on(t.name)],
);

/** Every change to the registry, with who made it: a remote's script runs for every visitor. */
export const remoteChanges = pgTable(
  'remote_changes',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    manifestUrl: text().notNull(),
    prefixes: jsonb().$type<string[]>().notNull(),
    changedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remote_changes_name_idx').on(t.name, t.changedAt)],
);

/** Values the server creates once and every instance shares, such as the token signing secret. */
export const serverSettings = pgTable('server_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});
