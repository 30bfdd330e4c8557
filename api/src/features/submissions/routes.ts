import { asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireStaff } from '../../auth/request-user.ts';
import { groups, topics, users } from '../../db/schema/index.ts';
import { decideSubmission } from './decide.ts';
import { route } from '../../http/route.ts';
import { adminEndpoints } from '@trellis/contracts/endpoints';

const author = { id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email };

/** Staff review of the skills, topics and institutions members added, which nobody else sees until approved. */
export const submissionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, adminEndpoints.submissions, { onRequest: requireStaff }, async () => {
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
  });

  route(app, adminEndpoints.decide, { onRequest: requireStaff }, async (request) => {
    await decideSubmission(db, request.params.kind, request.params.id, request.body.decision);
    return null;
  });
};
