import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddMemberBody,
  ApiErrorBody,
  DbId,
  ExportMembersQuery,
  GroupMemberList,
  JoinBody,
  MembersQuery,
  MembershipAnswer,
  PATHS,
  PaymentConfirmationBody,
  PaymentVoucherBody,
  RemoveMemberBody,
  RespondJoinRequestAnswer,
  RespondJoinRequestBody,
  ROUTES,
} from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { attemptLimits, signedInId } from '../auth/attempt-limits.ts';
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

const GroupParams = z.object({ id: DbId });
const ERRORS = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody };
const TAGS = ['group membership'];

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

  app.post(
    ROUTES.groupJoin,
    {
      preHandler: joinRequestLimits,
      schema: {
        tags: TAGS,
        summary: 'Apply to join (register for an event): answers to the questions, a conference registration; a full group wait-lists',
        params: GroupParams,
        body: JoinBody,
        response: { 200: MembershipAnswer, ...ERRORS },
      },
    },
    async (request) => join(deps, signedInUser(request), request.params.id, request.body),
  );

  app.post(
    ROUTES.groupCancelRequest,
    {
      preHandler: joinRequestLimits,
      schema: {
        tags: TAGS,
        summary: 'Withdraw a pending request to join',
        params: GroupParams,
        response: { 200: MembershipAnswer, ...ERRORS },
      },
    },
    async (request) => cancelRequest(deps, signedInUser(request), request.params.id),
  );

  app.post(
    ROUTES.groupLeave,
    {
      schema: {
        tags: TAGS,
        summary: 'Leave a group one belongs to; the last administrator cannot',
        params: GroupParams,
        response: { 200: MembershipAnswer, ...ERRORS },
      },
    },
    async (request) => leave(deps, signedInUser(request), request.params.id),
  );

  app.post(
    ROUTES.groupAddMember,
    {
      schema: {
        tags: TAGS,
        summary: 'Administrators: add a user directly with a role',
        params: GroupParams,
        body: AddMemberBody,
        response: { 200: MembershipAnswer, ...ERRORS },
      },
    },
    async (request) => addMember(deps, signedInUser(request), request.params.id, request.body),
  );

  app.post(
    ROUTES.groupRemoveMember,
    {
      schema: {
        tags: TAGS,
        summary: 'Administrators: remove a member, with the reason they are told',
        params: GroupParams,
        body: RemoveMemberBody,
        response: { 200: MembershipAnswer, ...ERRORS },
      },
    },
    async (request) => removeMember(deps, signedInUser(request), request.params.id, request.body),
  );

  app.post(
    ROUTES.groupRespondJoinRequest,
    {
      schema: {
        tags: TAGS,
        summary: 'Administrators: accept or reject pending requests (a rejection needs a reason in notes)',
        params: GroupParams,
        body: RespondJoinRequestBody,
        response: { 200: RespondJoinRequestAnswer, ...ERRORS },
      },
    },
    async (request) => respondJoinRequests(deps, signedInUser(request), request.params.id, request.body),
  );

  app.get(
    ROUTES.groupMembers,
    {
      schema: {
        tags: TAGS,
        summary: "Administrators: a group's members by tab (accepted, pending, rejected, unverified), 15 a page",
        params: GroupParams,
        querystring: MembersQuery,
        response: { 200: GroupMemberList, ...ERRORS },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      await loadGroup(deps.db, request.params.id, admin.id);
      await requireGroupAdmin(deps.db, admin, request.params.id);
      const window = pageWindow(request.query, PAGE_SIZES.members);
      const { data, count } = await listMembers(deps.db, request.params.id, request.query, window, admin.id);
      return pageAnswer(data, count, window);
    },
  );

  app.get(
    PATHS.exportGroupMembership,
    {
      schema: {
        tags: TAGS,
        summary: "Administrators: one tab of a group's members, with the member list's filters, as a CSV file streamed as it is read",
        querystring: ExportMembersQuery,
        produces: ['text/csv'],
        response: { 200: z.any().describe('a CSV file'), ...ERRORS },
      },
    },
    async (request, reply) => {
      const admin = signedInUser(request);
      const { group_id: groupId, ...query } = request.query;
      const group = await loadGroup(deps.db, groupId, admin.id);
      await requireGroupAdmin(deps.db, admin, group.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${group.nameSlug}-${query.status}-members.csv"`)
        .header('cache-control', 'private, no-store')
        .send(membersCsv(deps.db, group, query, admin.id));
    },
  );

  app.post(
    PATHS.paymentVoucher,
    {
      schema: {
        tags: TAGS,
        summary: "An accepted member of a paid group hands in the payment's voucher; the payment shows as submitted",
        body: PaymentVoucherBody,
        response: { 200: MembershipAnswer, ...ERRORS },
      },
    },
    async (request) => submitPaymentVoucher(deps, signedInUser(request), request.body.group, request.body.voucher),
  );

  app.post(
    PATHS.paymentConfirmation,
    {
      schema: {
        tags: TAGS,
        summary: "Administrators: mark an accepted member's payment paid (accept) or unpaid (reject)",
        body: PaymentConfirmationBody,
        response: { 200: MembershipAnswer, ...ERRORS },
      },
    },
    async (request) => confirmPayment(deps, signedInUser(request), request.body),
  );
};
