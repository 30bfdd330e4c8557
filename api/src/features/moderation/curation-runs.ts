import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.ts';
import type { ModelSettings } from '../assistant/model-engine.ts';
import { groups, systemAgentSettings, useCaseReviews, useCases } from '../../db/schema/index.ts';
import type { Notify } from '../notifications/notify.ts';
import { tellModeratorsOfRegradedChanges } from './changed-use-cases.ts';
import { curateUseCases } from './review-agents.ts';

/** Use cases graded by one pass; a pass that fills it looks again. */
const BATCH = 50;

/**
 * Use cases the curation agent has no grade for: new ones, and changed ones, whose grade the change dropped; those of
 * an organization that switched the agent off wait until it is switched on again. Only one organization's hierarchy
 * when one is named.
 */
async function ungradedUseCases(db: Database, organizationId?: number): Promise<number[]> {
  const rows = await db
    .select({ id: useCases.id })
    .from(useCases)
    .leftJoin(useCaseReviews, eq(useCaseReviews.useCaseId, useCases.id))
    .leftJoin(groups, eq(groups.id, useCases.groupId))
    .where(
      and(
        isNull(useCaseReviews.useCaseId),
        sql`not exists (select 1 from ${systemAgentSettings} s
          where s.agent_type = 'usecase_curation' and not s.enabled and s.organization_id = coalesce(${groups.rootGroupId}, ${groups.id}))`,
        organizationId === undefined ? undefined : or(eq(groups.id, organizationId), eq(groups.rootGroupId, organizationId)),
      ),
    )
    .orderBy(asc(useCases.id))
    .limit(BATCH);
  return rows.map((row) => row.id);
}

/** Grades what is left to grade, a batch at a time, and tells the moderators of changes graded badly. */
async function gradeUngraded(
  db: Database,
  notify: Notify,
  model: ModelSettings | null,
  organizationId?: number,
  stopped: () => boolean = () => false,
) {
  for (;;) {
    if (stopped()) return;
    const ids = await ungradedUseCases(db, organizationId);
    if (ids.length) {
      await curateUseCases(db, ids, undefined, model);
      await tellModeratorsOfRegradedChanges(db, notify, ids);
    }
    if (ids.length < BATCH) return;
  }
}

/** Grades the use cases of an organization that waited while it had the curation agent switched off. */
export const gradeWaitingUseCases = (db: Database, notify: Notify, model: ModelSettings | null, organizationId: number) =>
  gradeUngraded(db, notify, model, organizationId);

export type CurationRuns = {
  /** Grades every ungraded use case after the caller's answer has gone, one run at a time. */
  wake(): void;
  /** Stops starting runs and waits for the one under way. */
  stop(): Promise<void>;
};

/**
 * The use case curation agent, run outside the request that submitted or changed a use case, so no member waits on
 * a model; an approved use case whose changed text it grades reject or low is brought to its moderators. What is left
 * to grade is read from the database (use cases without a grade), so a run a restart cut short is finished by the
 * next one, which starts with the server.
 */
export function curationRuns(db: Database, notify: Notify, model: ModelSettings | null, log: FastifyBaseLogger): CurationRuns {
  let running: Promise<void> | null = null;
  let wokenAgain = false;
  let stopped = false;

  async function gradeAll() {
    do {
      wokenAgain = false;
      await gradeUngraded(db, notify, model, undefined, () => stopped);
    } while (wokenAgain && !stopped);
  }

  return {
    wake() {
      if (stopped) return;
      if (running) {
        wokenAgain = true;
        return;
      }
      running = gradeAll()
        .catch((error: unknown) => log.error({ err: error }, 'use case curation failed; the next submission runs it again'))
        .finally(() => {
          running = null;
        });
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
