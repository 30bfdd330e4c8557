import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AgentStep, AgentStepType } from '@trellis/contracts';
import { users } from './users.ts';

/** An agent members run step by step (CareerGPS) or chat with; rows an operator can change. */
export const agents = pgTable(
  'agents',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    agentType: text().$type<'career_assistant' | 'careergps'>().notNull(),
    description: text().notNull().default(''),
    canChat: boolean().notNull().default(false),
    isPremium: boolean().notNull().default(false),
    /** Suggested prompts, and whether the run shows its stepper. */
    extraInfo: jsonb().$type<{ prompts: string[]; show_stepper: boolean }>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agents_slug_key').on(t.slug)],
);

/** One step of an agent, in `order`; what it shows and asks is in `extraInfo`. */
export const agentSteps = pgTable(
  'agent_steps',
  {
    id: serial().primaryKey(),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    order: integer().notNull(),
    stepType: text().$type<AgentStepType>().notNull(),
    extraInfo: jsonb().$type<AgentStep['extra_info']>().notNull(),
  },
  (t) => [uniqueIndex('agent_steps_agent_order_key').on(t.agentId, t.order)],
);

/** The instructions a step that calls the agent writes its output from; staff change them. */
export const agentPrompts = pgTable(
  'agent_prompts',
  {
    id: serial().primaryKey(),
    stepId: integer()
      .notNull()
      .references(() => agentSteps.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agent_prompts_step_key').on(t.stepId)],
);

/** One step a member ran (for themselves, or staff for a beneficiary): the usage count and the agent log. */
export const agentRuns = pgTable(
  'agent_runs',
  {
    id: serial().primaryKey(),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    stepId: integer()
      .notNull()
      .references(() => agentSteps.id, { onDelete: 'cascade' }),
    /** Who ran it; null for a visitor. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    beneficiaryId: integer().references(() => users.id, { onDelete: 'cascade' }),
    userResponse: jsonb().$type<Record<string, string>>().notNull(),
    output: text().notNull(),
    log: jsonb().$type<string[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The month's usage of one member.
  (t) => [index('agent_runs_user_created_idx').on(t.userId, t.createdAt)],
);

/** A report a report step wrote, kept for its owner (the member it is about) to read, download, share and rate. */
export const agentReports = pgTable(
  'agent_reports',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** The member the report is about; null when a visitor ran the agent. */
    ownerId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** Who ran it: the owner, or staff for them. */
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    /** 1 to 5 stars, and words, from the owner. */
    rating: integer(),
    feedback: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_reports_slug_key').on(t.slug),
    index('agent_reports_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
  ],
);
