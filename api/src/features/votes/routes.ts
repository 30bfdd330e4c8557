import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { castVote } from './cast-vote.ts';

/** Votes on use cases and AI tools, for signed-in members. */
export const voteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, aiEndpoints.vote, { onRequest: requireUser }, async (request) => {
    const { content_type: contentType, object_id: objectId, vote_type: voteType } = request.body;
    const result = await castVote(db, {
      userId: signedInUser(request).id,
      contentType,
      objectId,
      value: voteType === 'upvote' ? 1 : -1,
    });
    if (!result) throw notFound();
    return result;
  });
};
