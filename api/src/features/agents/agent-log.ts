import { Readable } from 'node:stream';
import { asc, desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { stringify } from 'csv-stringify';
import type { AgentPromptEntry, AgentRunEntry } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { agentPrompts, agentRuns, agents, agentSteps, users } from '../../db/schema/index.ts';
import { plainCell } from '../../text/plain-cell.ts';

const runner = alias(users, 'runner');
const beneficiary = alias(users, 'beneficiary');

/** Rows read per statement while the log streams out, so a long log never sits in memory whole. */
const BATCH = 500;

const promptColumns = {
  id: agentPrompts.id,
  content: agentPrompts.content,
  updatedAt: agentPrompts.updatedAt,
  agentName: agents.name,
  agentSlug: agents.slug,
  stepOrder: agentSteps.order,
  stepHeader: sql<string>`coalesce(${agentSteps.extraInfo}->>'header_text', '')`,
};

type PromptRow = {
  id: number;
  content: string;
  updatedAt: Date;
  agentName: string;
  agentSlug: string;
  stepOrder: number;
  stepHeader: string;
};

const promptJson = (row: PromptRow): AgentPromptEntry => ({
  id: row.id,
  agent_name: row.agentName,
  agent_slug: row.agentSlug,
  step_order: row.stepOrder,
  step_header: row.stepHeader,
  content: row.content,
  updated_at: row.updatedAt.toISOString(),
});

const promptRows = (db: Database) =>
  db
    .select(promptColumns)
    .from(agentPrompts)
    .innerJoin(agentSteps, eq(agentSteps.id, agentPrompts.stepId))
    .innerJoin(agents, eq(agents.id, agentSteps.agentId));

/** Every step's instructions, by agent and step. */
export async function listPrompts(db: Database): Promise<AgentPromptEntry[]> {
  const rows = await promptRows(db).orderBy(asc(agents.name), asc(agentSteps.order));
  return rows.map(promptJson);
}

/** Changes one step's instructions; null when there is no such prompt. */
export async function updatePrompt(db: Database, id: number, content: string): Promise<AgentPromptEntry | null> {
  const [updated] = await db
    .update(agentPrompts)
    .set({ content, updatedAt: new Date() })
    .where(eq(agentPrompts.id, id))
    .returning({ id: agentPrompts.id });
  if (!updated) return null;
  const [row] = await promptRows(db).where(eq(agentPrompts.id, id));
  return row ? promptJson(row) : null;
}

const personOf = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

/** The log newest first (ids grow with time); `before` reads on from a run already read, whatever was added since. */
const runRows = (db: Database, before?: number) =>
  db
    .select({
      run: agentRuns,
      agentName: agents.name,
      stepOrder: agentSteps.order,
      stepType: agentSteps.stepType,
      runnerName: sql<string | null>`${runner.firstName} || ' ' || ${runner.lastName}`,
      beneficiaryName: sql<string | null>`${beneficiary.firstName} || ' ' || ${beneficiary.lastName}`,
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(agentRuns)
    .innerJoin(agents, eq(agents.id, agentRuns.agentId))
    .innerJoin(agentSteps, eq(agentSteps.id, agentRuns.stepId))
    .leftJoin(runner, eq(runner.id, agentRuns.userId))
    .leftJoin(beneficiary, eq(beneficiary.id, agentRuns.beneficiaryId))
    .where(before === undefined ? undefined : lt(agentRuns.id, before))
    .orderBy(desc(agentRuns.id));

type RunRow = Awaited<ReturnType<ReturnType<typeof runRows>['execute']>>[number];

const runJson = (row: RunRow): AgentRunEntry => ({
  id: row.run.id,
  agent_name: row.agentName,
  step_order: row.stepOrder,
  step_type: row.stepType,
  user: personOf(row.run.userId, row.runnerName),
  beneficiary: personOf(row.run.beneficiaryId, row.beneficiaryName),
  user_response: row.run.userResponse,
  output: row.run.output,
  log: row.run.log,
  created_at: row.run.createdAt.toISOString(),
});

/** One page of the agent log, newest first, with the whole log's count, in one statement. */
export async function listRuns(db: Database, limit: number, offset: number) {
  const rows = await runRows(db).limit(limit).offset(offset);
  return { rows: rows.map(runJson), count: rows[0]?.count ?? 0 };
}

/** The whole agent log as CSV, newest first, read in batches while it streams out. */
export function runsCsv(db: Database): Readable {
  const columns = ['When', 'Agent', 'Step', 'Step type', 'Run by', 'For', 'Answers', 'Output', 'Log'];
  const records = Readable.from(
    (async function* () {
      for (let before: number | undefined; ;) {
        const rows = await runRows(db, before).limit(BATCH);
        for (const row of rows.map(runJson)) {
          yield [
            row.created_at,
            row.agent_name,
            String(row.step_order),
            row.step_type,
            row.user?.name ?? 'visitor',
            row.beneficiary?.name ?? '',
            Object.entries(row.user_response)
              .map(([question, answer]) => `${question}: ${answer}`)
              .join('; '),
            row.output,
            row.log.join(' | '),
          ].map(plainCell);
        }
        if (rows.length < BATCH) return;
        before = rows.at(-1)!.run.id;
      }
    })(),
  );
  return records.pipe(stringify({ header: true, columns, bom: true }));
}
