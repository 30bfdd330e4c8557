import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, FOLLOW_ACTIONS, FollowAnswer, FollowParams, ROUTES, type FollowType } from '@trellis/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { follows, groups, profiles, users } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { visibleTo } from '../submissions/visibility.ts';

type Target = { name: string; slug: string };

/** The followed thing, by type: a member, or a group whose group_type matches ("group" takes any). */
async function findTarget(db: Database, type: FollowType, id: number, viewerId: number): Promise<Target | null> {
  if (type === 'user') {
    const [row] = await db
      .select({ first: users.firstName, last: users.lastName, slug: profiles.nameSlug })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.id, id), eq(users.isActive, true)));
    return row ? { name: `${row.first} ${row.last}`, slug: row.slug } : null;
  }
  const [row] = await db
    .select({ name: groups.name, slug: groups.nameSlug })
    .from(groups)
    .where(and(eq(groups.id, id), type === 'group' ? undefined : eq(groups.groupType, type), visibleTo(groups.pendingAuthorId, viewerId)));
  return row ?? null;
}

export const followRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, notify }) => {
  app.addHook('onRequest', requireUser);

  for (const action of FOLLOW_ACTIONS) {
    app.post(
      ROUTES.follow(action),
      {
        schema: {
          tags: ['follow'],
          summary: action === 'follow' ? 'Follow a member or a group' : 'Stop following a member or a group',
          params: FollowParams,
          response: { 200: FollowAnswer, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const { type, id } = request.params;
        if (type === 'user' && id === user.id) throw new HttpError(400, { non_field_errors: ['You cannot follow yourself'] });
        const target = await findTarget(db, type, id, user.id);
        if (!target) throw notFound();
        const where = and(eq(follows.followerId, user.id), eq(follows.targetType, type), eq(follows.targetId, id));
        if (action === 'unfollow') {
          await db.delete(follows).where(where);
          return { is_following: false };
        }
        const [added] = await db
          .insert(follows)
          .values({ followerId: user.id, targetType: type, targetId: id })
          .onConflictDoNothing()
          .returning();
        if (added && type === 'user') {
          const [follower] = await db
            .select({ first: users.firstName, last: users.lastName, slug: profiles.nameSlug, picture: profiles.picture })
            .from(users)
            .innerJoin(profiles, eq(profiles.userId, users.id))
            .where(eq(users.id, user.id));
          if (follower) {
            const name = `${follower.first} ${follower.last}`;
            await notify(id, {
              type: 'user_connection',
              notificationType: 'followed',
              message: `${name} started following you`,
              data: { name_slug: follower.slug, name, image: follower.picture },
            });
          }
        }
        return { is_following: true };
      },
    );
  }
};
