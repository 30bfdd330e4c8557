import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AI_MESSAGES, type AiTool } from '@trellis/contracts';
import { aiEndpoints } from '@trellis/contracts/endpoints';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { AppContext } from '../../app-context.ts';
import { requireUser, sessionEnded, signedInUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { viewerAccess } from '../../auth/viewer-source.ts';
import { aiToolById, aiToolBySlug, listAiTools } from './ai-tool-reads.ts';
import { createAiTool, groupOptions, loadEditableTool, updateAiTool } from './ai-tool-writes.ts';

/** A session that ended answers 401 even where a visitor may read: the client then refreshes its token. */
function checkViewer(request: FastifyRequest, viewerId: number | null) {
  if (request.access && viewerId === null) throw sessionEnded();
}

/** The tool as its author sees it after a change. */
async function readBack(db: Database, request: FastifyRequest, id: number): Promise<AiTool> {
  const user = signedInUser(request);
  const [row] = await aiToolById(db).execute({ userId: user.id, sessionId: user.sessionId, id });
  if (!row?.tool) throw notFound(AI_MESSAGES.pageNotFound);
  return row.tool;
}

/** AI tools: the approved list for everyone, a tool's page, and submission and editing by members. */
export const aiToolRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, aiEndpoints.aiTools, { config: { sessionInQuery: true } }, async (request) => {
    const pageSize = request.query.page_size ?? PAGE_SIZES.aiTools;
    const row = await listAiTools(db, request.query, viewerAccess(request), pageSize);
    checkViewer(request, row.viewerId);
    return { data: row.data, pagination: { count: row.count, page: request.query.page, page_size: pageSize } };
  });

  route(app, aiEndpoints.aiToolBySlug, { config: { sessionInQuery: true } }, async (request) => {
    const [row] = await aiToolBySlug(db).execute({ ...viewerAccess(request), slug: request.params.slug });
    checkViewer(request, row!.viewerId);
    if (!row!.tool) throw notFound(AI_MESSAGES.pageNotFound);
    return row!.tool;
  });

  route(app, aiEndpoints.aiToolGroupOptions, { onRequest: requireUser }, async (request) => ({
    data: await groupOptions(db, signedInUser(request).id),
  }));

  route(app, aiEndpoints.createAiTool, { onRequest: requireUser }, async (request) => {
    const tool = await createAiTool(db, signedInUser(request), request.body);
    const message = tool.status === 'approved' ? AI_MESSAGES.toolPublished : AI_MESSAGES.toolSubmitted;
    return { message, ai_tool: await readBack(db, request, tool.id) };
  });

  route(app, aiEndpoints.updateAiTool, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const tool = await loadEditableTool(db, user, request.params.id);
    await updateAiTool(db, user, tool, request.body);
    return { message: AI_MESSAGES.toolUpdated, ai_tool: await readBack(db, request, tool.id) };
  });
};
