import { asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, DbId, PATHS, ROUTES, SubmissionDecision, SubmissionKind, SubmissionList } from '@trellis/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireStaff } from '../../auth/request-user.ts';
import { groups, topics, users } from '../../db/schema/index.ts';
import { decideSubmission } from './decide.ts';

const author = { id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email };
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Staff review of the skills, topics and institutions members added, which nobody else sees until approved. */
export const submissionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    PATHS.submissions,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Skills, topics and institutions awaiting approval, oldest first (staff only)',
        response: { 200: SubmissionList, ...errors },
      },
    },
    async () => {
      const [pendingTopics, pendingInstitutions] = await Promise.all([
        db
          .select({ id: topics.id, name: topics.name, type: topics.topicType, author })
          .from(topics)
          .innerJoin(users, eq(users.id, topics.pendingAuthorId))
          .where(isNotNull(topics.pendingAuthorId))
          .orderBy(asc(topics.id)),
        db
          .select({ id: groups.id, name: groups.name, type: groups.groupType, author })
          .from(groups)
          .innerJoin(users, eq(users.id, groups.pendingAuthorId))
          .where(isNotNull(groups.pendingAuthorId))
          .orderBy(asc(groups.id)),
      ]);
      return {
        data: [
          ...pendingTopics.map((row) => ({ kind: 'topic' as const, ...row })),
          ...pendingInstitutions.map((row) => ({ kind: 'institution' as const, ...row })),
        ],
      };
    },
  );

  app.post(
    ROUTES.submission,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Approve (shown to everyone) or reject (removed, also from its author’s profile) an entry awaiting approval',
        params: z.object({ kind: SubmissionKind, id: DbId }),
        body: SubmissionDecision,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await decideSubmission(db, request.params.kind, request.params.id, request.body.decision);
      return reply.code(204).send(null);
    },
  );
};
