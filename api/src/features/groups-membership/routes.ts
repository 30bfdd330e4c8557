import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { attemptLimits, signedInId } from '../auth/attempt-limits.ts';
import { applicantReviews } from '../moderation/review-agents.ts';
import { loadGroup, requireGroupAdmin } from './group-access.ts';
import { membersCsv } from './members-export.ts';
import { listMembers } from './members-list.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';
import {
  addMember,
  cancelRequest,
  confirmPayment,
  join,
  leave,
  removeMember,
  respondJoinRequests,
  submitPaymentVoucher,
} from './transitions.ts';
import { route } from '../../http/route.ts';
import { groupEndpoints } from '@trellis/contracts/endpoints';

/**
 * Each request to join or to withdraw one notifies the group's administrators, so a member repeating them could flood
 * their notifications: both calls share one count per client address and one per member.
 */
export const JOIN_REQUEST_LIMIT = { perIp: 300, perAccount: 40, windowMs: 10 * 60 * 1000 };

/** The membership life cycle of a group, enforced here whatever the client shows, and the administrators' member list. */
export const groupMembershipRoutes: FastifyPluginAsyncZod<AppContext> = async (app, deps) => {
  app.addHook('onRequest', requireUser);
  const limits = await attemptLimits(app, deps.db);
  const { perIp, perAccount } = limits('group-requests', JOIN_REQUEST_LIMIT, signedInId);
  const joinRequestLimits = [perIp, perAccount];
  const applicants = applicantReviews(deps.db, deps.config.assistant.model, app.log);
  app.addHook('onClose', applicants.stop);

  route(app, groupEndpoints.join, { preHandler: joinRequestLimits }, async (request) =>
    join({ ...deps, applicants }, signedInUser(request), request.params.id, request.body),
  );

  route(app, groupEndpoints.cancelRequest, { preHandler: joinRequestLimits }, async (request) =>
    cancelRequest(deps, signedInUser(request), request.params.id),
  );

  route(app, groupEndpoints.leave, {}, async (request) => leave(deps, signedInUser(request), request.params.id));

  route(app, groupEndpoints.addMember, {}, async (request) => addMember(deps, signedInUser(request), request.params.id, request.body));

  route(app, groupEndpoints.removeMember, {}, async (request) =>
    removeMember(deps, signedInUser(request), request.params.id, request.body),
  );

  route(app, groupEndpoints.respondJoinRequest, {}, async (request) =>
    respondJoinRequests(deps, signedInUser(request), request.params.id, request.body),
  );

  route(app, groupEndpoints.members, {}, async (request) => {
    const admin = signedInUser(request);
    await loadGroup(deps.db, request.params.id, admin.id);
    await requireGroupAdmin(deps.db, admin, request.params.id);
    const window = pageWindow(request.query, PAGE_SIZES.members);
    const { data, count } = await listMembers(deps.db, request.params.id, request.query, window, admin.id);
    return pageAnswer(data, count, window);
  });

  route(app, groupEndpoints.paymentVoucher, {}, async (request) =>
    submitPaymentVoucher(deps, signedInUser(request), request.body.group, request.body.voucher),
  );

  route(app, groupEndpoints.paymentConfirmation, {}, async (request) => confirmPayment(deps, signedInUser(request), request.body));

  route(app, groupEndpoints.exportMembers, {}, async (request, reply) => {
    const admin = signedInUser(request);
    const { group_id: groupId, ...query } = request.query;
    const group = await loadGroup(deps.db, groupId, admin.id);
    await requireGroupAdmin(deps.db, admin, group.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${group.nameSlug}-${query.status}-members.csv"`)
      .header('cache-control', 'private, no-store')
      .send(membersCsv(deps.db, group, query, admin.id));
  });
};
