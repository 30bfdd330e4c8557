import { and, desc, eq, ilike, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEADER_MESSAGES, type LeaderApplicationState } from '@trellis/contracts';
import { leaderEndpoints } from '@trellis/contracts/endpoints';
import { CERTIFICATION_LEVELS, PAGE_SIZES } from '@trellis/contracts/constants';
import type { AppContext } from '../../app-context.ts';
import { requireStaff, requireUser, signedInUser } from '../../auth/request-user.ts';
import { groupProfiles, groups, leaderApplications, memberships, profiles, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { likePattern } from '../../text/like-pattern.ts';

const text = LEADER_MESSAGES;

/** Circles a member leads: accepted as leader or admin of a circle. */
const circlesLed = sql<number>`(select count(*)::int from ${memberships} as m join ${groups} as g on g.id = m.group_id
  where m.user_id = ${users.id} and m.status = 'accepted' and m.role in ('leader', 'admin') and g.group_type = 'circle')`;

/** Applying to lead circles, the certified leaders' list, and staff granting a certification level. */
export const leaderCertificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, notify }) => {
  route(app, leaderEndpoints.application, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const [row] = await db
      .select({
        level: profiles.leadershipCertificationLevel,
        status: sql<LeaderApplicationState['application_status']>`(select a.status from ${leaderApplications} as a
          where a.user_id = ${user.id} order by a.created_at desc, a.id desc limit 1)`,
      })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    return { application_status: row?.status ?? null, certification_level: row?.level ?? null };
  });

  route(app, leaderEndpoints.apply, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const [profile] = await db.select({ level: profiles.leadershipCertificationLevel }).from(profiles).where(eq(profiles.userId, user.id));
    if (profile?.level) throw new HttpError(400, { non_field_errors: [text.alreadyCertified] });
    // At most one pending application per member (a partial unique index), so two quick clicks leave one.
    const [created] = await db
      .insert(leaderApplications)
      .values({ userId: user.id, groupId: request.body.group ?? null, response: request.body.response })
      .onConflictDoNothing()
      .returning({ id: leaderApplications.id });
    if (!created) throw new HttpError(400, { non_field_errors: [text.underReview] });
    return { message: text.submitted };
  });

  route(app, leaderEndpoints.leaders, {}, async (request) => {
    const window = pageWindow(request.query, PAGE_SIZES.aiTools);
    const name = request.query.search
      ? ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(request.query.search))
      : undefined;
    const where = and(isNotNull(profiles.leadershipCertificationLevel), eq(users.isActive, true), name);
    const rows = await db
      .select({
        profileId: profiles.id,
        userId: users.id,
        first: users.firstName,
        last: users.lastName,
        slug: profiles.nameSlug,
        picture: profiles.picture,
        bio: profiles.shortBio,
        level: profiles.leadershipCertificationLevel,
        led: circlesLed,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(where)
      .orderBy(desc(profiles.leadershipCertificationLevel), users.firstName, users.id)
      .limit(window.limit)
      .offset(window.offset);
    const data = rows.map((row) => ({
      id: row.profileId,
      user: {
        id: row.userId,
        image: row.picture,
        profile: { name_slug: row.slug, first_name: row.first, last_name: row.last, short_bio: row.bio },
      },
      certification_level: row.level!,
      topic_area_detailed: [],
      no_of_circles_led: row.led,
    }));
    return pageAnswer(data, rows[0]?.total ?? 0, window);
  });

  route(app, leaderEndpoints.grant, { onRequest: requireStaff }, async (request) => {
    const { user: userId, level } = request.body;
    const label = CERTIFICATION_LEVELS[level];
    const updated = await db.transaction(async (tx) => {
      const [profile] = await tx
        .update(profiles)
        .set({ leadershipCertificationLevel: level })
        .where(eq(profiles.userId, userId))
        .returning({ id: profiles.id });
      if (!profile) return false;
      await tx.update(groupProfiles).set({ isCertified: true }).where(eq(groupProfiles.userId, userId));
      await tx
        .update(leaderApplications)
        .set({ status: 'approved', decidedAt: new Date() })
        .where(and(eq(leaderApplications.userId, userId), eq(leaderApplications.status, 'pending')));
      return true;
    });
    if (!updated) throw new HttpError(404, { detail: text.userNotFound });
    await notify(userId, { type: 'certification', notificationType: 'certified', message: text.notified(label) });
    return { message: text.granted(label) };
  });
};
