import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESOURCE_MESSAGES, type Resource } from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { resourceEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { requireUser, sessionEnded, signedInUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { viewerAccess } from '../../auth/viewer-source.ts';
import type { FileGrants } from '../uploads/file-grants.ts';
import { withGrants } from './resource-grants.ts';
import { groupResourcesPage, resourceById, resourceBySlug } from './resource-reads.ts';
import { contributableGroups, createResource, loadResource, reviewResource, reviewsGroup, updateResource } from './resource-writes.ts';

/** A session that ended answers 401 even where a visitor may read: the client then refreshes its token. */
function checkViewer(request: FastifyRequest, viewerId: number | null) {
  if (request.access && viewerId === null) throw sessionEnded();
}

/** The resource as the caller sees it after a change they made. */
async function readBack(db: Database, grants: FileGrants, request: FastifyRequest, id: number): Promise<Resource> {
  const user = signedInUser(request);
  const [row] = await resourceById(db).execute({ userId: user.id, sessionId: user.sessionId, id });
  if (!row?.resource) throw notFound(RESOURCE_MESSAGES.notFound);
  return withGrants(grants, row.resource, user.id);
}

/** Whether the caller may see the resource: a change to one they cannot see answers 404, as a read would. */
async function visibleTo(db: Database, request: FastifyRequest, id: number) {
  const user = signedInUser(request);
  const [row] = await resourceById(db).execute({ userId: user.id, sessionId: user.sessionId, id });
  return Boolean(row?.resource);
}

/** Resources members contribute to their groups, reviewed by certified administrators of the organization. */
export const resourceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, notify, fileGrants }) => {
  route(app, resourceEndpoints.list, { config: { sessionInQuery: true } }, async (request) => {
    const window = pageWindow(request.query, PAGE_SIZES.groupResources);
    const [row] = await groupResourcesPage(db).execute({
      ...viewerAccess(request),
      groupId: request.query.group_id,
      limit: window.limit,
      offset: window.offset,
    });
    checkViewer(request, row!.viewerId);
    const data = row!.data.map((resource) => withGrants(fileGrants, resource, row!.viewerId));
    return pageAnswer(data, row!.count, window);
  });

  route(app, resourceEndpoints.contributableGroups, { onRequest: requireUser }, async (request) => ({
    data: await contributableGroups(db, signedInUser(request).id),
  }));

  route(app, resourceEndpoints.detailBySlug, { config: { sessionInQuery: true } }, async (request) => {
    const [row] = await resourceBySlug(db).execute({ ...viewerAccess(request), slug: request.params.slug });
    checkViewer(request, row!.viewerId);
    if (!row!.resource) throw notFound(RESOURCE_MESSAGES.notFound);
    return withGrants(fileGrants, row!.resource, row!.viewerId);
  });

  route(app, resourceEndpoints.create, { onRequest: requireUser }, async (request) => {
    const resource = await createResource(db, signedInUser(request), request.body);
    const message = resource.status === 'approved' ? RESOURCE_MESSAGES.published : RESOURCE_MESSAGES.contributed;
    return { message, resource: await readBack(db, fileGrants, request, resource.id) };
  });

  route(app, resourceEndpoints.update, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const resource = await loadResource(db, request.params.id);
    if (!(await visibleTo(db, request, resource.id))) throw notFound(RESOURCE_MESSAGES.notFound);
    if (resource.createdById !== user.id) throw new HttpError(403, { detail: RESOURCE_MESSAGES.notAuthor });
    const status = await updateResource(db, user, resource, request.body);
    const message = status === 'approved' ? RESOURCE_MESSAGES.updated : RESOURCE_MESSAGES.contributed;
    return { message, resource: await readBack(db, fileGrants, request, resource.id) };
  });

  route(app, resourceEndpoints.review, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const resource = await loadResource(db, request.params.id);
    if (!(await visibleTo(db, request, resource.id))) throw notFound(RESOURCE_MESSAGES.notFound);
    if (!(await reviewsGroup(db, user, resource.groupId))) throw new HttpError(403, { detail: RESOURCE_MESSAGES.notReviewer });
    const { action } = request.body;
    await reviewResource(db, resource, action);
    if (resource.createdById !== null && resource.createdById !== user.id) {
      await notify(resource.createdById, {
        type: 'resource',
        notificationType: `resource_${action === 'approve' ? 'approved' : 'rejected'}`,
        message: `Your resource "${resource.title}" was ${action === 'approve' ? 'approved' : 'rejected'}.`,
        data: { name_slug: resource.titleSlug, group_type: 'resource', name: resource.title },
      });
    }
    return {
      message: action === 'approve' ? RESOURCE_MESSAGES.approved : RESOURCE_MESSAGES.rejected,
      resource: await readBack(db, fileGrants, request, resource.id),
    };
  });
};
