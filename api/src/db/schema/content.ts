import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { groups } from './groups.ts';
import { users } from './users.ts';

export type ContentStatus = 'pending' | 'approved' | 'rejected';

export const useCases = pgTable(
  'use_cases',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    reason: text().notNull().default(''),
    thumbnailImage: text(),
    videoLink: text(),
    document: text(),
    topics: integer().array().notNull().default([]),
    businessValue: text().notNull(),
    complexity: text().notNull(),
    innovationCategory: text().notNull(),
    categories: jsonb().$type<string[]>().notNull().default([]),
    careerStages: integer().array().notNull().default([]),
    professionalFields: integer().array().notNull().default([]),
    jobFunctions: integer().array().notNull().default([]),
    groupId: integer().references(() => groups.id, { onDelete: 'set null' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<ContentStatus>().notNull().default('pending'),
    voteScore: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('use_cases_slug_key').on(t.slug),
    index('use_cases_status_created_idx').on(t.status, t.createdAt, t.id),
    index('use_cases_group_idx').on(t.groupId),
  ],
);

export const aiTools = pgTable(
  'ai_tools',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    website: text(),
    logo: text(),
    categories: jsonb().$type<string[]>().notNull().default([]),
    groupId: integer().references(() => groups.id, { onDelete: 'set null' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<ContentStatus>().notNull().default('pending'),
    voteScore: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ai_tools_slug_key').on(t.slug), index('ai_tools_group_status_idx').on(t.groupId, t.status)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    requirements: text().notNull().default(''),
    jobType: text().$type<'project_based' | 'full_time' | 'part_time' | 'internship'>().notNull(),
    jobLocation: text().$type<'on_site' | 'remote' | 'hybrid'>().notNull(),
    address: text(),
    jobStatus: text().$type<ContentStatus>().notNull().default('pending'),
    isFeatured: boolean().notNull().default(false),
    skills: integer().array().notNull().default([]),
    countries: jsonb().$type<string[]>().notNull().default([]),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    applicationOpenDate: timestamp({ withTimezone: true }),
    applicationCloseDate: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('jobs_slug_key').on(t.slug), index('jobs_group_status_idx').on(t.groupId, t.jobStatus)],
);

export const resources = pgTable(
  'resources',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    titleSlug: text().notNull(),
    content: text().notNull(),
    source: text(),
    subType: text(),
    /** 0 public, anything else private to the group. */
    securityLevel: integer().notNull().default(0),
    isPremium: boolean().notNull().default(false),
    topics: integer().array().notNull().default([]),
    groupId: integer().references(() => groups.id, { onDelete: 'set null' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<ContentStatus>().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resources_title_slug_key').on(t.titleSlug), index('resources_group_status_idx').on(t.groupId, t.status)],
);
