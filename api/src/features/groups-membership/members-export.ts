import { Readable } from 'node:stream';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { stringify } from 'csv-stringify';
import { storedQuestions, type JoinQuestion, type MembersQuery } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { groups, memberships, profiles, users } from '../../db/schema/index.ts';
import { plainCell } from '../../text/plain-cell.ts';
import { visibleTo } from '../submissions/visibility.ts';
import type { GroupRow } from './group-access.ts';
import { filtersOf } from './members-list.ts';

/** Rows read per statement while the file streams out, so a large group never sits in memory whole. */
const BATCH = 500;
const institution = alias(groups, 'institution');

function answerText(question: JoinQuestion, answer: unknown): string {
  if (answer === undefined || answer === null) return '';
  if (Array.isArray(answer)) return answer.join('; ');
  // A file answer is the id of the applicant's upload, which the member list shows; the sheet names it as such.
  if (question.type === 'file') return `file ${String(answer)}`;
  return String(answer);
}

async function* memberRows(db: Database, filters: SQL[], viewerId: number) {
  let afterId: number | null = null;
  for (;;) {
    // Keyset paging in the order of memberships_group_status_idx, so each batch starts where the last one ended. The
    // last row's time is read back in SQL: a JavaScript Date keeps milliseconds and the column keeps microseconds,
    // so a time sent from here would match the last batch's rows again.
    const next: SQL | undefined =
      afterId === null
        ? undefined
        : sql`(${memberships.createdAt}, ${memberships.id}) > (select last_row.created_at, last_row.id from memberships last_row where last_row.id = ${afterId})`;
    const rows = await db
      .select({
        membership: memberships,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        isVerified: users.isVerified,
        slug: profiles.nameSlug,
        country: profiles.country,
        institutionName: institution.name,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(institution, and(eq(institution.id, profiles.institutionId), visibleTo(institution.pendingAuthorId, viewerId)))
      .where(and(...filters, next))
      .orderBy(memberships.createdAt, memberships.id)
      .limit(BATCH);
    for (const row of rows) yield row;
    if (rows.length < BATCH) return;
    afterId = rows.at(-1)!.membership.id;
  }
}

/**
 * The group's members of one tab, with the member list's filters, as a CSV file streamed while it is read: one row per
 * member, and one column per join question with their answer.
 */
export function membersCsv(db: Database, group: GroupRow, query: Omit<MembersQuery, 'page' | 'page_size'>, viewerId: number): Readable {
  // Built before the first byte is sent, so a filter the server refuses is answered with a 400, not a cut file.
  const filters = filtersOf(db, group.id, { ...query, page: 1 });
  const questions = storedQuestions(group.extraInfo);
  const columns = [
    'Name',
    'Email',
    'Profile',
    'Institution',
    'Country',
    'Role',
    'Status',
    'Verified',
    'Requested at',
    'Joined at',
    'Payment status',
    'Wait listed',
    'Reason',
    ...questions.map((question) => question.label),
  ];
  const records = Readable.from(
    (async function* () {
      for await (const row of memberRows(db, filters, viewerId)) {
        const { membership } = row;
        const answers = (membership.extraInfo.answers ?? {}) as Record<string, unknown>;
        yield [
          `${row.firstName} ${row.lastName}`.trim(),
          row.email,
          row.slug,
          row.institutionName ?? '',
          row.country ?? '',
          membership.role,
          membership.status,
          row.isVerified ? 'yes' : 'no',
          membership.createdAt.toISOString(),
          membership.joinedAt?.toISOString() ?? '',
          membership.paymentStatus ?? '',
          membership.waitListed ? 'yes' : 'no',
          membership.reason ?? '',
          ...questions.map((question) => answerText(question, answers[question.id])),
        ].map(plainCell);
      }
    })(),
  );
  return records.pipe(stringify({ header: true, columns, bom: true }));
}
