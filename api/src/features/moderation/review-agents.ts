import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  QUALITY_LABELS,
  systemAgentOfType,
  VERDICT_LABELS,
  type AgentResponse,
  type ReviewEngine,
  type SystemAgentType,
} from '@trellis/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.ts';
import {
  careerEntries,
  groupProfiles,
  groups,
  membershipReviews,
  memberships,
  profiles,
  systemAgentSettings,
  topics,
  useCaseReviews,
  useCases,
  users,
} from '../../db/schema/index.ts';
import type { ModelSettings } from '../assistant/model-engine.ts';
import { organizationOf, recordAgentReviews, recordDecisions, type AuditGroup } from './audit-log.ts';
import { inTurns, reviewModelRun } from './model-review.ts';
import { curateUseCase, judgeRegistration, rankEnthusiasm, type ApplicantFacts, type UseCaseFacts } from './review-rules.ts';
import { agentSettingsOf, promptInUse } from './system-agents.ts';

/** The facts the rules read, for each member of the group among userIds, in one statement. */
async function applicantFacts(db: Database, groupId: number, userIds: readonly number[]) {
  const rows = await db
    .select({
      membershipId: memberships.id,
      application: memberships.extraInfo,
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
    application: row.application,
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

/** Model calls one review run makes at the same time: enough to get through a page of members, few enough for a local model. */
const MODEL_CALLS_AT_ONCE = 4;

/** Who decided a recommendation, and why the rules did when a model is configured. */
type Decided = { engine: ReviewEngine; modelFailure: string | null };
const BY_RULES: Decided = { engine: 'rules', modelFailure: null };

/**
 * Runs the review agents on members of a group, those its organization has not switched off: with a model configured,
 * each agent sends the member's profile and application with the organization's prompt and stores the model's
 * recommendation, or the rules' when the model fails, with why; without one, the rules read the profile as it is now.
 * The recommendation replaces the agent's last one and is written to the audit log. Nothing about the membership
 * itself changes: an administrator decides. Answers how many members were reviewed.
 */
export async function reviewMembers(
  db: Database,
  group: AuditGroup,
  userIds: readonly number[],
  agents: readonly SystemAgentType[] = ['registration_approval', 'ai_enthusiasm_ranking'],
  model: ModelSettings | null = null,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const { switchedOff, promptOf } = await agentSettingsOf(db, organizationOf(group));
  const applicants = await applicantFacts(db, group.id, userIds);
  const ask = model ? reviewModelRun(model) : null;
  for (const agentType of agents.filter((type) => !switchedOff.has(type))) {
    const reviews = await inTurns(applicants, MODEL_CALLS_AT_ONCE, async ({ membershipId, userId, facts, application }) => {
      const rules = agentType === 'registration_approval' ? judgeRegistration(facts) : rankEnthusiasm(facts);
      const byRules = {
        membershipId,
        userId,
        verdict: 'verdict' in rules ? rules.verdict : null,
        level: 'level' in rules ? rules.level : null,
        reasons: rules.reasons,
        ...BY_RULES,
      };
      if (!ask) return byRules;
      const asked = await ask(agentType, promptOf(agentType), { profile: facts, application });
      if ('failure' in asked) return { ...byRules, modelFailure: asked.failure };
      const { answer } = asked;
      return {
        membershipId,
        userId,
        verdict: 'verdict' in answer ? answer.verdict : null,
        level: 'level' in answer ? answer.level : null,
        reasons: answer.reasons,
        engine: 'model' as const,
        modelFailure: null,
      };
    });
    if (reviews.length === 0) continue;
    await db
      .insert(membershipReviews)
      .values(
        reviews.map(({ membershipId, verdict, level, reasons, engine, modelFailure }) => ({
          membershipId,
          agentType,
          verdict,
          level,
          reasons,
          engine,
          modelFailure,
        })),
      )
      .onConflictDoUpdate({
        target: [membershipReviews.membershipId, membershipReviews.agentType],
        set: {
          verdict: sql`excluded.verdict`,
          level: sql`excluded.level`,
          reasons: sql`excluded.reasons`,
          engine: sql`excluded.engine`,
          modelFailure: sql`excluded.model_failure`,
          ranAt: sql`now()`,
        },
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
        return { agent_type: agentType, outcome, reasons: review.reasons, engine: review.engine, model_failure: review.modelFailure };
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
  engine: ReviewEngine;
  model_failure: string | null;
  ran_at: string;
};

export const toAgentResponse = (review: StoredReview): AgentResponse => ({
  agent_id: systemAgentOfType(review.agent_type).id,
  agent_type: review.agent_type,
  verdict: review.verdict,
  level: review.level,
  reasons: review.reasons,
  engine: review.engine,
  model_failure: review.model_failure,
  last_run_at: new Date(review.ran_at).toISOString(),
});

/** The curation prompts the operator gave the organizations of these use cases; an organization without one uses the default. */
async function curationPrompts(db: Database, organizationIds: readonly number[]) {
  const rows = organizationIds.length
    ? await db
        .select({ organizationId: systemAgentSettings.organizationId, prompt: systemAgentSettings.prompt })
        .from(systemAgentSettings)
        .where(
          and(
            eq(systemAgentSettings.agentType, 'usecase_curation'),
            inArray(systemAgentSettings.organizationId, [...organizationIds]),
            isNotNull(systemAgentSettings.prompt),
          ),
        )
    : [];
  const custom = new Map(rows.map((row) => [row.organizationId, row.prompt]));
  return (organizationId: number | null) =>
    promptInUse('usecase_curation', organizationId === null ? null : custom.get(organizationId)).text;
}

/**
 * Runs the use case curation agent on use cases, the ones of an organization's hierarchy only when one is named: with
 * a model configured it sends the use case with its organization's prompt and stores the model's grade, or the
 * rules' when the model fails, with why. Each grade replaces the agent's last one and is written to the audit log of
 * the use case's organization. The use case's status stays as it is: an administrator approves or rejects. Answers
 * how many use cases were graded.
 */
export async function curateUseCases(
  db: Database,
  useCaseIds: readonly number[],
  organizationId?: number,
  model: ModelSettings | null = null,
): Promise<number> {
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
  const organizationOfRow = (row: (typeof rows)[number]) => (row.group ? organizationOf(row.group) : null);
  const promptFor = model ? await curationPrompts(db, [...new Set(rows.flatMap((row) => organizationOfRow(row) ?? []))]) : () => '';
  const ask = model ? reviewModelRun(model) : null;
  const reviews = await inTurns(rows, MODEL_CALLS_AT_ONCE, async (row) => {
    const facts: UseCaseFacts = {
      title: row.title,
      description: row.description,
      reason: row.reason,
      businessValue: row.businessValue,
      topics: row.topics.length,
      aiTools: row.aiTools.length,
      hasVideo: Boolean(row.videoLink),
      hasDocument: Boolean(row.document),
    };
    const byRules = { row, ...curateUseCase(facts), ...BY_RULES };
    if (!ask) return byRules;
    const asked = await ask('usecase_curation', promptFor(organizationOfRow(row)), { use_case: facts });
    if ('failure' in asked) return { ...byRules, modelFailure: asked.failure };
    return { row, quality: asked.answer.quality, reasons: asked.answer.reasons, engine: 'model' as const, modelFailure: null };
  });
  if (reviews.length === 0) return 0;
  await db
    .insert(useCaseReviews)
    .values(
      reviews.map(({ row, quality, reasons, engine, modelFailure }) => ({ useCaseId: row.id, quality, reasons, engine, modelFailure })),
    )
    .onConflictDoUpdate({
      target: useCaseReviews.useCaseId,
      set: {
        quality: sql`excluded.quality`,
        reasons: sql`excluded.reasons`,
        engine: sql`excluded.engine`,
        modelFailure: sql`excluded.model_failure`,
        ranAt: sql`now()`,
      },
    });
  await recordAgentReviews(
    db,
    systemAgentOfType('usecase_curation').name,
    reviews.flatMap(({ row, quality, reasons, engine, modelFailure }) =>
      row.group
        ? [
            {
              group: row.group,
              item: { id: row.id, title: row.title },
              details: {
                agent_type: 'usecase_curation',
                kind: 'use_case',
                outcome: QUALITY_LABELS[quality],
                reasons,
                engine,
                model_failure: modelFailure,
              },
            },
          ]
        : [],
    ),
  );
  return reviews.length;
}

/** The review agents' first reading of each new membership request. */
export type ApplicantReviews = {
  review(group: AuditGroup, userId: number): Promise<void>;
  /** Waits for the reviews under way. */
  stop(): Promise<void>;
};

/**
 * The rules review a request within the request, as they take no time; a model may take its whole time-out, so with
 * one configured the review runs after the applicant has their answer, and a review that fails is logged (an
 * administrator's rerun reviews the member again).
 */
export function applicantReviews(db: Database, model: ModelSettings | null, log: FastifyBaseLogger): ApplicantReviews {
  const underWay = new Set<Promise<void>>();
  return {
    async review(group, userId) {
      if (!model) {
        await reviewMembers(db, group, [userId]);
        return;
      }
      const run: Promise<void> = reviewMembers(db, group, [userId], undefined, model)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, 'the review of a membership request failed; a rerun reviews it again'),
        )
        .finally(() => underWay.delete(run));
      underWay.add(run);
    },
    async stop() {
      await Promise.all(underWay);
    },
  };
}
