import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LEVEL_ROLES } from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { groups, memberships, useCases } from '../../db/schema/index.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { sessionEnded } from '../../auth/request-user.ts';
import { likePattern } from '../../text/like-pattern.ts';
import { topicNamer } from '../topics/topic-names.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { aiEndpoints } from '@trellis/contracts/endpoints';
import { AI_MESSAGES } from '@trellis/contracts';
import { viewerAccess } from '../jobs/job-json.ts';
import { detailOfUseCase, withOptionNames } from './use-case-detail.ts';

/** Use cases that are not approved are visible to staff, and to admins for their own organizations' hierarchies. */
function moderatedScope(db: Database, user: AuthUser): SQL | undefined {
  if (user.isStaff) return undefined;
  const administered = db
    .select({ id: memberships.groupId })
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.status, 'accepted'), inArray(memberships.role, [...ADMIN_LEVEL_ROLES])));
  const hierarchy = db
    .select({ id: groups.id })
    .from(groups)
    .where(or(inArray(groups.id, administered), inArray(groups.rootGroupId, administered)));
  return inArray(useCases.groupId, hierarchy);
}

export const useCaseRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, aiEndpoints.useCases, {}, async (request) => {
    const { search } = request.query;
    const status = request.query.status ?? 'approved';
    const window = pageWindow(request.query, PAGE_SIZES.useCases);
    const filters: (SQL | undefined)[] = [eq(useCases.status, status)];
    if (status !== 'approved') {
      if (!request.user) throw unauthorized();
      filters.push(moderatedScope(db, request.user));
    }
    if (search) filters.push(or(ilike(useCases.title, likePattern(search)), ilike(useCases.description, likePattern(search))));
    const where = and(...filters);

    const [total] = await db.select({ value: count() }).from(useCases).where(where);
    const rows = await db
      .select()
      .from(useCases)
      .where(where)
      .orderBy(desc(useCases.createdAt), desc(useCases.id))
      .limit(window.limit)
      .offset(window.offset);
    const named = await topicNamer(
      db,
      rows.flatMap((row) => row.topics),
      request.user?.id ?? null,
    );

    return pageAnswer(
      rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        description: row.description,
        thumbnail_image: row.thumbnailImage,
        topics_detailed: named(row.topics),
        business_value: row.businessValue,
        complexity: row.complexity,
        innovation_category: row.innovationCategory,
        categories: row.categories,
        vote_score: row.voteScore,
        user_vote_type: null,
        status: row.status,
        created_at: row.createdAt.toISOString(),
      })),
      total?.value ?? 0,
      window,
    );
  });

  route(app, aiEndpoints.useCaseBySlug, { config: { sessionInQuery: true } }, async (request) => {
    const [row] = await detailOfUseCase(db).execute({ ...viewerAccess(request), slug: request.params.slug });
    if (request.access && row?.viewerId == null) throw sessionEnded();
    if (!row?.useCase) throw notFound(AI_MESSAGES.pageNotFound);
    return withOptionNames(row.useCase);
  });
};
