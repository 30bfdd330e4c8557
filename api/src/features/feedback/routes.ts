import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { feedback } from '../../db/schema/index.ts';
import { route } from '../../http/route.ts';
import { socialEndpoints } from '@trellis/contracts/endpoints';

export const feedbackRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, socialEndpoints.feedback, { onRequest: requireUser }, async (request) => {
    const { title, content } = request.body;
    const [row] = await db
      .insert(feedback)
      .values({ userId: signedInUser(request).id, title, content })
      .returning({ id: feedback.id });
    return { id: row!.id };
  });
};
