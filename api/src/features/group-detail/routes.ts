import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { GROUP_PEOPLE_MESSAGES } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';
import { loadGroup } from '../groups-membership/group-access.ts';
import { isAcceptedMember, listGroupPeople } from '../groups-membership/group-people.ts';
import { groupById, groupBySlug, readGroupDetail } from './group-detail-query.ts';
import { route } from '../../http/route.ts';
import { groupEndpoints } from '@trellis/contracts/endpoints';

/** One group's page data, public, with the signed-in user's membership, role and follow when there is one. */
export const groupDetailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, groupEndpoints.detail, {}, async (request) => {
    const detail = await readGroupDetail(db, groupById(request.params.id), request.user, { recordVisit: true });
    if (!detail) throw notFound(MESSAGES.groupMembership.groupNotFound);
    return detail;
  });

  route(app, groupEndpoints.detailBySlug, {}, async (request) => {
    const detail = await readGroupDetail(db, groupBySlug(request.params.slug), request.user, { recordVisit: true });
    if (!detail) throw notFound(MESSAGES.groupMembership.groupNotFound);
    return detail;
  });

  route(app, groupEndpoints.people, {}, async (request) => {
    const viewer = request.user;
    const group = await loadGroup(db, request.params.id, viewer?.id ?? 0);
    if (request.query.kind === 'members') {
      if (!viewer) throw new HttpError(401, { detail: GROUP_PEOPLE_MESSAGES.membersOnly });
      if (!viewer.isStaff && !(await isAcceptedMember(db, group.id, viewer.id)))
        throw new HttpError(403, { detail: GROUP_PEOPLE_MESSAGES.membersOnly });
    }
    const window = pageWindow(request.query, PAGE_SIZES.connections);
    const { data, count } = await listGroupPeople(db, group.id, request.query.kind, window);
    return pageAnswer(data, count, window);
  });
};
