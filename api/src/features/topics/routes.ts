import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, NamedItem, PATHS, TopicCreate, TopicList, TopicsQuery } from '@trellis/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { topics } from '../../db/schema/index.ts';
import { likePattern } from '../../text/like-pattern.ts';
import { submissionGuards } from '../submissions/submission-limits.ts';
import { visibleTo } from '../submissions/visibility.ts';

const PAGE = 50;

/**
 * GET /topics/ (skills or general topics, searchable) and POST /topics/ for a new one typed in a tag input. What a
 * member adds is theirs alone until staff approve it; staff additions are approved at once.
 */
export const topicRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const submissionLimit = await submissionGuards(app, db, config.submissionLimit);

  app.get(
    PATHS.topics,
    { schema: { tags: ['topics'], summary: 'Skills or topics by name', querystring: TopicsQuery, response: { 200: TopicList } } },
    async (request) => {
      const { topic_type, search } = request.query;
      const where = and(
        eq(topics.topicType, topic_type),
        visibleTo(topics.pendingAuthorId, request.user?.id ?? null),
        search ? ilike(topics.name, likePattern(search)) : undefined,
      );
      const data = await db.select({ id: topics.id, name: topics.name }).from(topics).where(where).orderBy(asc(topics.name)).limit(PAGE);
      return { data };
    },
  );

  app.post(
    PATHS.topics,
    {
      onRequest: [requireUser, ...submissionLimit],
      schema: {
        tags: ['topics'],
        summary: 'Add a skill or topic (one of that name the member can see is returned); only its author sees it until staff approve it',
        body: TopicCreate,
        response: { 200: NamedItem, 400: ApiErrorBody, 401: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { name, topic_type } = request.body;
      // Another member's proposal of the same name stays unseen: this member gets a proposal of their own.
      const visibleNamed = () =>
        db
          .select({ id: topics.id, name: topics.name })
          .from(topics)
          .where(and(eq(topics.topicType, topic_type), eq(topics.name, name), visibleTo(topics.pendingAuthorId, user.id)))
          .orderBy(sql`${topics.pendingAuthorId} nulls first`)
          .limit(1);
      const [existing] = await visibleNamed();
      if (existing) return existing;
      const [created] = await db
        .insert(topics)
        .values({ name, topicType: topic_type, pendingAuthorId: user.isStaff ? null : user.id })
        .onConflictDoNothing()
        .returning({ id: topics.id, name: topics.name });
      // A conflict means the same name was added between the look-up and the insert.
      return created ?? (await visibleNamed())[0]!;
    },
  );
};
