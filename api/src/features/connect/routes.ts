import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONNECT_MESSAGES, INFLUENCERS_PAGE_SIZE } from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { connectEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { linkOrigin } from '../../auth/link-origin.ts';
import { requireStaff, requireUser, sessionEnded, signedInAccess, signedInUser } from '../../auth/request-user.ts';
import { HttpError } from '../../http/errors.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { likePattern } from '../../text/like-pattern.ts';
import { attemptLimits, signedInId } from '../auth/attempt-limits.ts';
import { prefixQuery } from '../search/search-terms.ts';
import { connectRead, influentialStatements, youMayKnowStatement, type InfluentialKind } from './connect-statements.ts';
import { CONNECT_INVITE_LIMIT_WINDOW, invitationMails, inviterOf } from './invite-others.ts';
import { addPartner, partnersOf, removePartner } from './partners.ts';

/**
 * The Connect page: the member's connections, people and groups to find, people they may know, the influential,
 * invitations to others, and the partners of organizations whose hierarchies a limited search spans.
 */
export const connectRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, mailQueue }) => {
  const signedInRead = { config: { sessionInQuery: true }, onRequest: requireUser };
  const limits = await attemptLimits(app, db);
  const inviteLimits = limits('connect-invite', CONNECT_INVITE_LIMIT_WINDOW, signedInId);

  route(app, connectEndpoints.connections, signedInRead, async (request) => {
    const { query } = request;
    const window = pageWindow(query, PAGE_SIZES.connect);
    const terms = query.q ? prefixQuery(query.q) : null;
    const { statement, values } = connectRead(db, query, terms);
    const [row] = await statement.execute({ ...signedInAccess(request), ...values, limit: window.limit, offset: window.offset });
    if (row?.viewerId == null) throw sessionEnded();
    // Search text of nothing but punctuation has no word to look for, so it finds nothing.
    if (query.q && terms === null) return { ...pageAnswer([], 0, window), can_limit_search: row.canLimit };
    return { ...pageAnswer(row.data, row.count, window), can_limit_search: row.canLimit };
  });

  route(app, connectEndpoints.youMayKnow, signedInRead, async (request) => {
    const [row] = await youMayKnowStatement(db).execute(signedInAccess(request));
    if (row?.viewerId == null) throw sessionEnded();
    return { data: row.data };
  });
  const influential = { influencers: 'people', influentialOrganizations: 'organizations' } as const satisfies Record<
    string,
    InfluentialKind
  >;
  for (const [name, kind] of Object.entries(influential)) {
    route(app, connectEndpoints[name as keyof typeof influential], signedInRead, async (request) => {
      const { search } = request.query;
      const window = pageWindow(request.query, INFLUENCERS_PAGE_SIZE);
      const statement = influentialStatements(db, `influential_${kind}${search ? '_search' : ''}`, kind, Boolean(search));
      const [row] = await statement.execute({
        ...signedInAccess(request),
        ...(search ? { search: likePattern(search) } : {}),
        limit: window.limit,
        offset: window.offset,
      });
      if (row?.viewerId == null) throw sessionEnded();
      return pageAnswer(row.data, row.count, window);
    });
  }

  route(
    app,
    connectEndpoints.invite,
    { onRequest: requireUser, preHandler: [inviteLimits.perIp, inviteLimits.perAccount] },
    async (request) => {
      const inviter = await inviterOf(db, signedInUser(request).id);
      if (!inviter) throw sessionEnded();
      const { emails } = request.body;
      const own = emails.indexOf(inviter.email);
      if (own >= 0) throw new HttpError(400, { field_errors: { [`emails.${own}`]: [CONNECT_MESSAGES.inviteSelf] } });
      const site = await linkOrigin(db, request, config.auth);
      await mailQueue.enqueue(db, await invitationMails(db, inviter, emails, site));
      mailQueue.wake();
      return { message: CONNECT_MESSAGES.inviteSent, invited: emails.length };
    },
  );

  const staffOnly = { onRequest: requireStaff };
  route(app, connectEndpoints.partners, staffOnly, async (request) => partnersOf(db, request.params.id));
  route(app, connectEndpoints.addPartner, staffOnly, async (request) => {
    await addPartner(db, request.params.id, request.body.partner_id);
    return partnersOf(db, request.params.id);
  });
  route(app, connectEndpoints.removePartner, staffOnly, async (request) => {
    await removePartner(db, request.params.id, request.params.partner);
    return partnersOf(db, request.params.id);
  });
};
