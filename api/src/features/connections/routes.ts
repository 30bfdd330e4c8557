import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { ApiErrorBody, type Connection, ConnectionList, ConnectionsQuery, PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { visibleToViewer } from '../submissions/visibility.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';

async function activeUserBySlug(db: Database, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.nameSlug, slug), eq(users.isActive, true)));
  return row?.id ?? null;
}

type Direction = z.output<typeof ConnectionsQuery>['direction'];

/**
 * One page of a member's followers or of the people they follow, newest follow first, with the total, in one
 * statement. Followers are the follows aimed at the owner (follows_target_created_idx), following the owner's own
 * (follows_follower_created_idx): each index holds the list's filter and order, so a page is read off it.
 * A visitor's viewerId is 0, which no user has, so they follow no one and see only approved institutions.
 */
function connectionPage(db: Database, direction: Direction) {
  const [owner, person] = direction === 'followers' ? ['target_id', 'follower_id'] : ['follower_id', 'target_id'];
  const listed = sql`from follows f join users u on u.id = f.${sql.raw(person)} and u.is_active join profiles p on p.user_id = u.id
    where f.target_type = 'user' and f.${sql.raw(owner)} = ${sql.placeholder('ownerId')}`;
  return db
    .select({
      count: sql<number>`(select count(*)::int ${listed})`,
      data: sql<Connection[]>`coalesce((select json_agg(json_build_object(
          'id', u.id,
          'first_name', u.first_name,
          'last_name', u.last_name,
          'name_slug', p.name_slug,
          'picture', p.picture,
          'title', p.title,
          'institution', g.name,
          'is_following', exists(select 1 from follows vf
            where vf.follower_id = ${sql.placeholder('viewerId')} and vf.target_type = 'user' and vf.target_id = u.id)
        ) order by page.created_at desc, page.id desc)
        from (select f.* ${listed} order by f.created_at desc, f.id desc
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) page
        join users u on u.id = page.${sql.raw(person)} join profiles p on p.user_id = u.id
        left join groups g on g.id = p.institution_id and ${visibleToViewer(sql`g.pending_author_id`, sql.placeholder('viewerId'))}
      ), '[]'::json)`,
    })
    .from(sql`(select 1) as one`)
    .prepare(`connections_${direction}`);
}

const connectionPages = perDatabase((db) => ({ followers: connectionPage(db, 'followers'), following: connectionPage(db, 'following') }));

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
      const { user: slug, direction } = request.query;
      const window = pageWindow(request.query, PAGE_SIZES.connections);
      const viewerId = request.user?.id ?? null;
      const ownerId = slug === undefined ? viewerId : await activeUserBySlug(db, slug);
      if (ownerId === null) throw slug === undefined ? unauthorized() : notFound(MESSAGES.profile.userNotFound);

      const [list] = await connectionPages(db)[direction].execute({
        ownerId,
        viewerId: viewerId ?? 0,
        limit: window.limit,
        offset: window.offset,
      });
      return pageAnswer(list!.data, list!.count, window);
    },
  );
};
