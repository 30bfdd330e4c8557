import { and, eq, isNotNull, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SubmissionDecision, SubmissionKind } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { careerEntries, groupProfiles, groups, jobs, profiles, resources, topics, useCases } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Every list of topic or skill ids, as table and column. */
const TOPIC_LISTS: [PgTable, AnyColumn][] = [
  [groupProfiles, groupProfiles.topics],
  [groupProfiles, groupProfiles.skills],
  [careerEntries, careerEntries.skills],
  [groups, groups.topics],
  [useCases, useCases.topics],
  [jobs, jobs.skills],
  [resources, resources.topics],
];

/** Points every list naming topic `from` at topic `into` instead (without naming it twice), or drops it for null. */
async function moveTopicReferences(tx: Transaction, from: number, into: number | null) {
  for (const [table, column] of TOPIC_LISTS) {
    const name = sql.identifier(column.name);
    const moved =
      into === null
        ? sql`array_remove(${name}, ${from})`
        : sql`case when ${into} = any(${name}) then array_remove(${name}, ${from}) else array_replace(${name}, ${from}, ${into}) end`;
    await tx.execute(sql`update ${table} set ${name} = ${moved} where ${from} = any(${name})`);
  }
}

async function decideTopic(tx: Transaction, id: number, decision: SubmissionDecision['decision']) {
  const [entry] = await tx
    .select()
    .from(topics)
    .where(and(eq(topics.id, id), isNotNull(topics.pendingAuthorId)))
    .for('update');
  if (!entry) throw notFound();
  if (decision === 'reject') {
    await moveTopicReferences(tx, id, null);
    await tx.delete(topics).where(eq(topics.id, id));
    return;
  }
  const [approved] = await tx
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.topicType, entry.topicType), eq(topics.name, entry.name), isNull(topics.pendingAuthorId)));
  if (!approved) {
    await tx.update(topics).set({ pendingAuthorId: null }).where(eq(topics.id, id));
    return;
  }
  // The same name was approved already (another member proposed it too, or staff added it): one entry stays.
  await moveTopicReferences(tx, id, approved.id);
  await tx.delete(topics).where(eq(topics.id, id));
}

async function decideInstitution(tx: Transaction, id: number, decision: SubmissionDecision['decision']) {
  const [entry] = await tx
    .select()
    .from(groups)
    .where(and(eq(groups.id, id), eq(groups.groupType, 'institution'), isNotNull(groups.pendingAuthorId)))
    .for('update');
  if (!entry) throw notFound();
  const [approved] =
    decision === 'approve'
      ? await tx
          .select({ id: groups.id })
          .from(groups)
          .where(and(eq(groups.groupType, 'institution'), eq(groups.name, entry.name), isNull(groups.pendingAuthorId)))
          .limit(1)
      : [];
  if (decision === 'approve' && !approved) {
    await tx.update(groups).set({ pendingAuthorId: null }).where(eq(groups.id, id));
    return;
  }
  // Profiles naming a rejected institution lose it; those naming a duplicate of an approved one move to that one.
  if (approved) await tx.update(profiles).set({ institutionId: approved.id }).where(eq(profiles.institutionId, id));
  await tx.delete(groups).where(eq(groups.id, id));
}

/** Approves or rejects one entry awaiting approval; 404 when there is none of that kind and id. */
export async function decideSubmission(db: Database, kind: SubmissionKind, id: number, decision: SubmissionDecision['decision']) {
  await db.transaction((tx) => (kind === 'topic' ? decideTopic(tx, id, decision) : decideInstitution(tx, id, decision)));
}
