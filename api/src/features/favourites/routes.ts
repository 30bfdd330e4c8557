import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { BOOKMARK_TYPES, FAVOURITE_MESSAGES, type BookmarkType } from '@trellis/contracts';
import { favouriteEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { requireUser, sessionEnded, signedInAccess, signedInUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { bookmarks } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { viewerSource } from '../../auth/viewer-source.ts';
import { favouritesOverview, favouritesPage, myItemsOverview, myItemsPage } from './item-reads.ts';
import { ITEM_SOURCES } from './item-sources.ts';

/** Favourites and my lists show 10 a page. */
const ITEMS_PAGE = 10;

/** Whether the member may see the item they want to keep. */
function visibleStatement(db: Database, type: BookmarkType) {
  const source = ITEM_SOURCES[type];
  return db
    .select({ found: sql<boolean>`exists (select 1 from ${source.table} where x.id = ${sql.placeholder('id')} and ${source.visible})` })
    .from(viewerSource)
    .prepare(`favourites_visible_${type}`);
}

const visibleItem = perDatabase(
  (db: Database) =>
    Object.fromEntries(BOOKMARK_TYPES.map((type) => [type, visibleStatement(db, type)])) as Record<
      BookmarkType,
      ReturnType<typeof visibleStatement>
    >,
);

const pageOf = (request: FastifyRequest & { query: { page: number; page_size?: number } }) => {
  const pageSize = request.query.page_size ?? ITEMS_PAGE;
  return { pageSize, limit: pageSize, offset: (request.query.page - 1) * pageSize };
};

/** Favourites (bookmarks) and the member's own items, for signed-in members. */
export const favouriteRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, favouriteEndpoints.bookmark, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const { type, id } = request.params;
    const [row] = await visibleItem(db)[type].execute({ userId: user.id, sessionId: user.sessionId, id });
    if (!row?.found) throw notFound(FAVOURITE_MESSAGES.notFound);
    await db.insert(bookmarks).values({ userId: user.id, itemType: type, itemId: id }).onConflictDoNothing();
    return { message: FAVOURITE_MESSAGES.added, is_bookmarked: true };
  });

  // Taking back what is not kept answers the same: the member's wish (not kept) holds either way.
  route(app, favouriteEndpoints.unbookmark, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const { type, id } = request.params;
    await db.delete(bookmarks).where(and(eq(bookmarks.userId, user.id), eq(bookmarks.itemType, type), eq(bookmarks.itemId, id)));
    return { message: FAVOURITE_MESSAGES.removed, is_bookmarked: false };
  });

  route(app, favouriteEndpoints.byType, { config: { sessionInQuery: true }, onRequest: requireUser }, async (request) => {
    const { pageSize, limit, offset } = pageOf(request);
    const [row] = await favouritesPage(db)[request.params.type].execute({ ...signedInAccess(request), limit, offset });
    if (row?.viewerId == null) throw sessionEnded();
    return { data: row.data, pagination: { count: row.count, page: request.query.page, page_size: pageSize } };
  });

  route(app, favouriteEndpoints.mine, { config: { sessionInQuery: true }, onRequest: requireUser }, async (request) => {
    const { pageSize, limit, offset } = pageOf(request);
    const [row] = await myItemsPage(db)[request.params.type].execute({ ...signedInAccess(request), limit, offset });
    if (row?.viewerId == null) throw sessionEnded();
    return { data: row.data, pagination: { count: row.count, page: request.query.page, page_size: pageSize } };
  });

  route(app, favouriteEndpoints.overview, { config: { sessionInQuery: true }, onRequest: requireUser }, async (request) => {
    const [row] = await favouritesOverview(db).execute(signedInAccess(request));
    if (row?.viewerId == null) throw sessionEnded();
    return { sections: row.sections };
  });

  route(app, favouriteEndpoints.myItems, { config: { sessionInQuery: true }, onRequest: requireUser }, async (request) => {
    const [row] = await myItemsOverview(db).execute(signedInAccess(request));
    if (row?.viewerId == null) throw sessionEnded();
    return { sections: row.sections };
  });
};
