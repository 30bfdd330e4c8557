import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApplicationStatus, JobLocation, JobType } from '@trellis/contracts';
import { groups } from './groups.ts';
import { uploadedFiles } from './uploads.ts';
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
    /** The AI tools the use case works with, in the order it names them. */
    aiTools: integer().array().notNull().default([]),
    groupId: integer().references(() => groups.id, { onDelete: 'set null' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<ContentStatus>().notNull().default('pending'),
    voteScore: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When its author last changed it while it was approved: it stays approved, the curation agent grades the change
     * and the moderators look again; a moderator's approval of the change clears it.
     */
    changedSinceApprovalAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('use_cases_slug_key').on(t.slug),
    index('use_cases_status_created_idx').on(t.status, t.createdAt, t.id),
    index('use_cases_group_idx').on(t.groupId),
    // A member's own use cases, newest first.
    index('use_cases_author_created_idx').on(t.createdById, t.createdAt.desc(), t.id.desc()),
    // Full-text search (the search feature's statement uses this very expression, so the index serves it).
    index('use_cases_search_idx').using('gin', sql`to_tsvector('simple', ${t.title} || ' ' || ${t.description})`),
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
    /** The personas the tool is meant for, in the submitter's words. */
    roles: jsonb().$type<string[]>().notNull().default([]),
    groupId: integer().references(() => groups.id, { onDelete: 'set null' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<ContentStatus>().notNull().default('pending'),
    voteScore: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ai_tools_slug_key').on(t.slug),
    index('ai_tools_group_status_idx').on(t.groupId, t.status),
    // The AI tools list: approved ones, newest first; and a member's own.
    index('ai_tools_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('ai_tools_author_created_idx').on(t.createdById, t.createdAt.desc(), t.id.desc()),
    // Full-text search (the search feature's statement uses this very expression, so the index serves it).
    index('ai_tools_search_idx').using('gin', sql`to_tsvector('simple', ${t.name} || ' ' || ${t.description})`),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    requirements: text().notNull().default(''),
    jobType: text().$type<JobType>().notNull(),
    jobLocation: text().$type<JobLocation>().notNull(),
    address: text(),
    jobStatus: text().$type<ContentStatus>().notNull().default('pending'),
    isFeatured: boolean().notNull().default(false),
    skills: integer().array().notNull().default([]),
    /** Career stage option ids of the app config the job suits. */
    careerStages: integer().array().notNull().default([]),
    countries: jsonb().$type<string[]>().notNull().default([]),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    applicationOpenDate: timestamp({ withTimezone: true }),
    applicationCloseDate: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_slug_key').on(t.slug),
    index('jobs_group_status_idx').on(t.groupId, t.jobStatus),
    // The job board: one status, newest first; and one organization's jobs, newest first.
    index('jobs_status_created_idx').on(t.jobStatus, t.createdAt.desc(), t.id.desc()),
    index('jobs_group_created_idx').on(t.groupId, t.createdAt.desc(), t.id.desc()),
    // Full-text search (the search feature's statement uses this very expression, so the index serves it).
    index('jobs_search_idx').using('gin', sql`to_tsvector('simple', ${t.title} || ' ' || ${t.description})`),
  ],
);

/**
 * How many jobs each organization holds in each status, kept current by statement-level triggers on jobs (written in
 * the migration that creates this table), so the board's total is a sum over a few rows however many jobs there are.
 */
export const jobCounts = pgTable(
  'job_counts',
  {
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    jobStatus: text().$type<ContentStatus>().notNull(),
    jobs: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.jobStatus] })],
);

/** A member's application to a job: pending until the job's administrators accept or reject it; withdrawing deletes it. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial().primaryKey(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<ApplicationStatus>().notNull().default('pending'),
    /** Why the administrators decided as they did, when they said. */
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_applications_job_user_key').on(t.jobId, t.userId),
    // The applicants list: one job, optionally one status, oldest application first.
    index('job_applications_job_status_created_idx').on(t.jobId, t.status, t.createdAt, t.id),
    index('job_applications_user_idx').on(t.userId),
  ],
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
    /** Also listed in the platform-wide resource hub; public resources only. */
    publishToKhub: boolean().notNull().default(false),
    topics: integer().array().notNull().default([]),
    /** One of the contract's resource topic areas, which decides the career stages it may name. */
    topicArea: integer(),
    /** Career stage option ids of the app config. */
    careerStages: integer().array().notNull().default([]),
    /** Ids of uploaded_files rows the author attached, in the order shown. */
    files: integer().array().notNull().default([]),
    thumbnailFileId: integer().references(() => uploadedFiles.id, { onDelete: 'set null' }),
    groupId: integer().references(() => groups.id, { onDelete: 'set null' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<ContentStatus>().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the author last edited it; null until then. */
    lastEditedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('resources_title_slug_key').on(t.titleSlug),
    index('resources_group_status_idx').on(t.groupId, t.status),
    // A group's resources tab: newest first.
    index('resources_group_created_idx').on(t.groupId, t.createdAt.desc(), t.id.desc()),
    // Full-text search (the search feature's statement uses this very expression, so the index serves it).
    index('resources_search_idx').using('gin', sql`to_tsvector('simple', ${t.title} || ' ' || ${t.content})`),
    // A download finds the resources that show its file, attached or as the thumbnail.
    index('resources_files_idx').using('gin', t.files),
    index('resources_thumbnail_idx').on(t.thumbnailFileId),
  ],
);
