import { and, asc, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, NamedItem, PATHS, TopicCreate, TopicList, TopicsQuery } from '@trellis/shared/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../auth/request-user.ts';
import { topics } from '../../db/schema/index.ts';
import { likePattern } from '../../text/like-pattern.ts';

const PAGE = 50;

/** GET /topics/ (skills or general topics, searchable) and POST /topics/ for a new one typed in a tag input. */
export const topicRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    PATHS.topics,
    { schema: { tags: ['topics'], summary: 'Skills or topics by name', querystring: TopicsQuery, response: { 200: TopicList } } },
    async (request) => {
      const { topic_type, search } = request.query;
      const where = search
        ? and(eq(topics.topicType, topic_type), ilike(topics.name, likePattern(search)))
        : eq(topics.topicType, topic_type);
      const data = await db.select({ id: topics.id, name: topics.name }).from(topics).where(where).orderBy(asc(topics.name)).limit(PAGE);
      return { data };
    },
  );

  app.post(
    PATHS.topics,
    {
      onRequest: requireUser,
      schema: {
        tags: ['topics'],
        summary: 'Add a skill or topic (an existing one of that name is returned)',
        body: TopicCreate,
        response: { 200: NamedItem, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const { name, topic_type } = request.body;
      const [created] = await db
        .insert(topics)
        .values({ name, topicType: topic_type })
        .onConflictDoNothing()
        .returning({ id: topics.id, name: topics.name });
      if (created) return created;
      const [existing] = await db
        .select({ id: topics.id, name: topics.name })
        .from(topics)
        .where(and(eq(topics.topicType, topic_type), eq(topics.name, name)));
      return existing!;
    },
  );
};
