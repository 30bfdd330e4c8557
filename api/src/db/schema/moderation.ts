import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AuditAction, ReviewEngine, SystemAgent, UseCaseQuality } from '@trellis/contracts';
import { useCases } from './content.ts';
import { groups, memberships } from './groups.ts';
import { users } from './users.ts';

export type AuditActorKind = 'admin' | 'agent';

/**
 * Every decision taken over an organization's members, by an administrator or a review agent. Rows are only ever
 * added (a trigger refuses UPDATE and DELETE), and they keep the names as they were, without foreign keys, so a
 * record outlives the account, membership or group it tells about.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial().primaryKey(),
    /** The organization whose administrators read the entry: the group itself, or the root of its hierarchy. */
    organizationId: integer().notNull(),
    groupId: integer().notNull(),
    groupName: text().notNull(),
    actorKind: text().$type<AuditActorKind>().notNull(),
    /** The administrator; null when a review agent decided. */
    actorId: integer(),
    actorName: text().notNull(),
    action: text().$type<AuditAction>().notNull(),
    subjectId: integer(),
    subjectName: text().notNull(),
    reason: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first within an organization, with or without an action filter.
    index('audit_entries_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('audit_entries_org_action_created_idx').on(t.organizationId, t.action, t.createdAt, t.id),
  ],
);

/** A review agent's latest recommendation on one membership request; a human still decides. */
export const membershipReviews = pgTable(
  'membership_reviews',
  {
    id: serial().primaryKey(),
    membershipId: integer()
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    agentType: text().$type<'registration_approval' | 'ai_enthusiasm_ranking'>().notNull(),
    /** registration_approval: accepted, rejected or pending. */
    verdict: text().$type<'accepted' | 'rejected' | 'pending'>(),
    /** ai_enthusiasm_ranking: 0 to 5. */
    level: integer(),
    /** The rules that fired, or the model's reasons, in words, so an administrator sees why. */
    reasons: jsonb().$type<string[]>().notNull().default([]),
    /** Who decided: the configured model, or the built-in rules. */
    engine: text().$type<ReviewEngine>().notNull().default('rules'),
    /** Why the rules decided although a model is configured: it failed, took too long or answered out of shape. */
    modelFailure: text(),
    ranAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('membership_reviews_membership_agent_key').on(t.membershipId, t.agentType),
    index('membership_reviews_agent_verdict_idx').on(t.agentType, t.verdict, t.membershipId),
    index('membership_reviews_agent_level_idx').on(t.agentType, t.level, t.membershipId),
  ],
);

/** The use case curation agent's latest grade of one use case; an administrator still approves or rejects it. */
export const useCaseReviews = pgTable(
  'use_case_reviews',
  {
    id: serial().primaryKey(),
    useCaseId: integer()
      .notNull()
      .references(() => useCases.id, { onDelete: 'cascade' }),
    quality: text().$type<UseCaseQuality>().notNull(),
    /** The rules that counted, or the model's reasons, in words, so an administrator sees why. */
    reasons: jsonb().$type<string[]>().notNull().default([]),
    /** Who decided: the configured model, or the built-in rules. */
    engine: text().$type<ReviewEngine>().notNull().default('rules'),
    /** Why the rules decided although a model is configured. */
    modelFailure: text(),
    ranAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('use_case_reviews_use_case_key').on(t.useCaseId)],
);

/**
 * Whether a review agent runs for an organization and the groups of its hierarchy. An organization without a row for
 * an agent has it on: the agents only recommend, so they start on and its administrators may switch one off.
 */
export const systemAgentSettings = pgTable(
  'system_agent_settings',
  {
    id: serial().primaryKey(),
    organizationId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    agentType: text().$type<SystemAgent['agent_type']>().notNull(),
    enabled: boolean().notNull(),
    /** The operator's prompt for the agent's model in this organization; null for the agent's default prompt. */
    prompt: text(),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('system_agent_settings_org_agent_key').on(t.organizationId, t.agentType)],
);
