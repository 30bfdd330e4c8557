import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_SIZES } from '@trellis/shared/constants';
import { ApiErrorBody, ConnectionList, ConnectionsQuery, PATHS } from '@trellis/shared/contracts';
import { MESSAGES } from '@trellis/shared/messages';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/connection.ts';
import { follows, groups, profiles, users } from '../../db/schema/index.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { visibleTo } from '../submissions/visibility.ts';

async function activeUserBySlug(db: Database, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.nameSlug, slug), eq(users.isActive, true)));
  return row?.id ?? null;
}

/** The viewer's own follow of each listed person, at most one row per person thanks to the unique key. */
const viewerFollows = alias(follows, 'viewer_follows');

export const connectionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    PATHS.connections,
    {
      schema: {
        tags: ['follow'],
        summary: "A member's followers, or the people the member follows, newest connection first",
        description: 'Public like the profile itself; without `user` it lists the signed-in user.',
        querystring: ConnectionsQuery,
        response: { 200: ConnectionList, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const { user: slug, direction, page } = request.query;
      const pageSize = request.query.page_size ?? PAGE_SIZES.connections;
      const viewerId = request.user?.id ?? null;
      const ownerId = slug === undefined ? viewerId : await activeUserBySlug(db, slug);
      if (ownerId === null) throw slug === undefined ? unauthorized() : notFound(MESSAGES.profile.userNotFound);

      // Followers are the follows aimed at the owner (follows_target_idx); following are the owner's own (the follower key's prefix).
      const person = direction === 'followers' ? follows.followerId : follows.targetId;
      const where = and(
        eq(follows.targetType, 'user'),
        direction === 'followers' ? eq(follows.targetId, ownerId) : eq(follows.followerId, ownerId),
        eq(users.isActive, true),
      );
      const rows = await db
        .select({
          id: users.id,
          first_name: users.firstName,
          last_name: users.lastName,
          name_slug: profiles.nameSlug,
          picture: profiles.picture,
          title: profiles.title,
          institution: groups.name,
          is_following: sql<boolean>`${viewerFollows.id} is not null`,
        })
        .from(follows)
        .innerJoin(users, eq(users.id, person))
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(groups, and(eq(groups.id, profiles.institutionId), visibleTo(groups.pendingAuthorId, viewerId)))
        .leftJoin(
          viewerFollows,
          and(
            // No user has id 0, so a visitor follows no one.
            eq(viewerFollows.followerId, viewerId ?? 0),
            eq(viewerFollows.targetType, 'user'),
            eq(viewerFollows.targetId, users.id),
          ),
        )
        .where(where)
        .orderBy(desc(follows.createdAt), desc(follows.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db
        .select({ value: count() })
        .from(follows)
        .innerJoin(users, eq(users.id, person))
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(where);
      return { data: rows, pagination: { count: total?.value ?? 0, page, page_size: pageSize } };
    },
  );
};
