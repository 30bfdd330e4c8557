import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, FeedbackBody, PATHS } from '@trellis/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { feedback } from '../../db/schema/index.ts';

export const feedbackRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.post(
    PATHS.feedback,
    {
      onRequest: requireUser,
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback about the platform',
        body: FeedbackBody,
        response: { 201: z.object({ id: z.number().int() }), 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { title, content } = request.body;
      const [row] = await db
        .insert(feedback)
        .values({ userId: signedInUser(request).id, title, content })
        .returning({ id: feedback.id });
      return reply.code(201).send({ id: row!.id });
    },
  );
};
