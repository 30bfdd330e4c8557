import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { QUALITY_LABELS, systemAgentOfType, VERDICT_LABELS, type AgentResponse, type SystemAgentType } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import {
  careerEntries,
  groupProfiles,
  groups,
  membershipReviews,
  memberships,
  profiles,
  topics,
  useCaseReviews,
  useCases,
  users,
} from '../../db/schema/index.ts';
import { organizationOf, recordAgentReviews, recordDecisions, type AuditGroup } from './audit-log.ts';
import { curateUseCase, judgeRegistration, rankEnthusiasm, type ApplicantFacts } from './review-rules.ts';
import { switchedOffAgents } from './system-agents.ts';

/** The facts the rules read, for each member of the group among userIds, in one statement. */
async function applicantFacts(db: Database, groupId: number, userIds: readonly number[]) {
  const rows = await db
    .select({
      membershipId: memberships.id,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      emailVerified: users.isVerified,
      picture: profiles.picture,
      shortBio: profiles.shortBio,
      title: profiles.title,
      careerStory: profiles.careerStory,
      country: profiles.country,
      institutionId: profiles.institutionId,
      linkedin: profiles.socialLinkedin,
      careerEntries: sql<number>`(select count(*) from ${careerEntries} ce where ce.user_id = ${users.id})`.mapWith(Number),
      careerText: sql<string>`coalesce((select string_agg(ce.title || ' ' || ce.description, ' ') from ${careerEntries} ce where ce.user_id = ${users.id}), '')`,
      topicNames: sql<
        string[]
      >`coalesce((select array_agg(t.name) from ${topics} t where t.id = any(${groupProfiles.skills} || ${groupProfiles.topics})), '{}')`,
      useCasesAuthored: sql<number>`(select count(*) from ${useCases} uc where uc.created_by_id = ${users.id})`.mapWith(Number),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(groupProfiles, eq(groupProfiles.userId, users.id))
    .where(and(eq(memberships.groupId, groupId), inArray(memberships.userId, [...userIds])));
  return rows.map((row) => ({
    membershipId: row.membershipId,
    userId: row.userId,
    facts: {
      firstName: row.firstName,
      lastName: row.lastName,
      emailVerified: row.emailVerified,
      hasPicture: Boolean(row.picture),
      shortBio: row.shortBio,
      title: row.title,
      careerStory: row.careerStory,
      country: row.country,
      hasInstitution: row.institutionId !== null,
      hasLinkedin: Boolean(row.linkedin),
      careerEntries: row.careerEntries,
      careerText: row.careerText,
      topicNames: row.topicNames,
      useCasesAuthored: row.useCasesAuthored,
    } satisfies ApplicantFacts,
  }));
}

const AGENT_NAMES: Record<SystemAgentType, string> = {
  registration_approval: systemAgentOfType('registration_approval').name,
  ai_enthusiasm_ranking: systemAgentOfType('ai_enthusiasm_ranking').name,
};

/**
 * Runs the review agents on members of a group, those its organization has not switched off: each rule set reads the profile as it is now, its recommendation
 * replaces the agent's last one and is written to the audit log. Nothing about the membership itself changes: an
 * administrator decides. Answers how many members were reviewed.
 */
export async function reviewMembers(
  db: Database,
  group: AuditGroup,
  userIds: readonly number[],
  agents: readonly SystemAgentType[] = ['registration_approval', 'ai_enthusiasm_ranking'],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const switchedOff = await switchedOffAgents(db, organizationOf(group));
  const applicants = await applicantFacts(db, group.id, userIds);
  for (const agentType of agents.filter((type) => !switchedOff.has(type))) {
    const reviews = applicants.map(({ membershipId, userId, facts }) => {
      if (agentType === 'registration_approval') {
        const { verdict, reasons } = judgeRegistration(facts);
        return { membershipId, userId, verdict, level: null, reasons };
      }
      const { level, reasons } = rankEnthusiasm(facts);
      return { membershipId, userId, verdict: null, level, reasons };
    });
    if (reviews.length === 0) continue;
    await db
      .insert(membershipReviews)
      .values(reviews.map(({ membershipId, verdict, level, reasons }) => ({ membershipId, agentType, verdict, level, reasons })))
      .onConflictDoUpdate({
        target: [membershipReviews.membershipId, membershipReviews.agentType],
        set: { verdict: sql`excluded.verdict`, level: sql`excluded.level`, reasons: sql`excluded.reasons`, ranAt: sql`now()` },
      });
    const byUser = new Map(reviews.map((review) => [review.userId, review]));
    await recordDecisions(
      db,
      group,
      { kind: 'agent', name: AGENT_NAMES[agentType] },
      'agent_review',
      reviews.map((review) => review.userId),
      null,
      (userId) => {
        const review = byUser.get(userId)!;
        const outcome = review.verdict ? VERDICT_LABELS[review.verdict] : `AI enthusiasm level ${review.level}`;
        return { agent_type: agentType, outcome, reasons: review.reasons };
      },
    );
  }
  return applicants.length;
}

/** A stored review as the member list shows it. */
export type StoredReview = {
  agent_type: SystemAgentType;
  verdict: AgentResponse['verdict'];
  level: number | null;
  reasons: string[];
  ran_at: string;
};

export const toAgentResponse = (review: StoredReview): AgentResponse => ({
  agent_id: systemAgentOfType(review.agent_type).id,
  agent_type: review.agent_type,
  verdict: review.verdict,
  level: review.level,
  reasons: review.reasons,
  last_run_at: new Date(review.ran_at).toISOString(),
});

/**
 * Runs the use case curation agent on use cases, the ones of an organization's hierarchy only when one is named: each
 * grade replaces the agent's last one and is written to the audit log of the use case's organization. The use case's
 * status stays as it is: an administrator approves or rejects. Answers how many use cases were graded.
 */
export async function curateUseCases(db: Database, useCaseIds: readonly number[], organizationId?: number): Promise<number> {
  if (useCaseIds.length === 0) return 0;
  const rows = await db
    .select({
      id: useCases.id,
      title: useCases.title,
      description: useCases.description,
      reason: useCases.reason,
      businessValue: useCases.businessValue,
      topics: useCases.topics,
      aiTools: useCases.aiTools,
      videoLink: useCases.videoLink,
      document: useCases.document,
      group: { id: groups.id, name: groups.name, rootGroupId: groups.rootGroupId },
    })
    .from(useCases)
    .leftJoin(groups, eq(groups.id, useCases.groupId))
    .where(
      and(
        inArray(useCases.id, [...useCaseIds]),
        organizationId === undefined ? undefined : or(eq(groups.id, organizationId), eq(groups.rootGroupId, organizationId)),
      ),
    );
  const reviews = rows.map((row) => ({
    row,
    ...curateUseCase({
      title: row.title,
      description: row.description,
      reason: row.reason,
      businessValue: row.businessValue,
      topics: row.topics.length,
      aiTools: row.aiTools.length,
      hasVideo: Boolean(row.videoLink),
      hasDocument: Boolean(row.document),
    }),
  }));
  if (reviews.length === 0) return 0;
  await db
    .insert(useCaseReviews)
    .values(reviews.map(({ row, quality, reasons }) => ({ useCaseId: row.id, quality, reasons })))
    .onConflictDoUpdate({
      target: useCaseReviews.useCaseId,
      set: { quality: sql`excluded.quality`, reasons: sql`excluded.reasons`, ranAt: sql`now()` },
    });
  await recordAgentReviews(
    db,
    systemAgentOfType('usecase_curation').name,
    reviews.flatMap(({ row, quality, reasons }) =>
      row.group
        ? [
            {
              group: row.group,
              item: { id: row.id, title: row.title },
              details: { agent_type: 'usecase_curation', kind: 'use_case', outcome: QUALITY_LABELS[quality], reasons },
            },
          ]
        : [],
    ),
  );
  return reviews.length;
}
