import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RECOMMENDATIONS_PER_TYPE, RECOMMENDED_ENTITY_TYPES, type RecommendedEntityType, type RecommendedItem } from '@trellis/contracts';
import { recommendationEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { requireUser, sessionEnded, signedInAccess } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { viewerSource } from '../../auth/viewer-source.ts';
import { route } from '../../http/route.ts';
import { candidatesOf } from './candidates.ts';

/**
 * The best candidates of one kind, best first and ties by id, leaving out the item of the page asking (by its slug),
 * with the member's session checked in the same statement.
 */
function recommendationStatement(db: Database, type: RecommendedEntityType) {
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      data: sql<RecommendedItem[]>`coalesce((select json_agg(json_build_object('type', ${type}::text, 'id', c.id, 'slug', c.slug,
          'name', c.name, 'image', c.image, 'reason', c.reason, 'is_followed', false) order by c.score desc, c.id)
        from (select * from (${candidatesOf(type)}) c where c.score > 0 and c.slug is distinct from ${sql.placeholder('exclude')}::text
          order by c.score desc, c.id
          limit ${sql.raw(String(RECOMMENDATIONS_PER_TYPE))}) c), '[]'::json)`,
    })
    .from(sql`${viewerSource} left join group_profiles gp on gp.user_id = viewer.id`)
    .prepare(`recommendations_${type}`);
}

const statements = perDatabase(
  (db: Database) =>
    Object.fromEntries(RECOMMENDED_ENTITY_TYPES.map((type) => [type, recommendationStatement(db, type)])) as Record<
      RecommendedEntityType,
      ReturnType<typeof recommendationStatement>
    >,
);

/** Recommendations for the signed-in member, by kind. */
export const recommendationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  route(app, recommendationEndpoints.entities, { config: { sessionInQuery: true }, onRequest: requireUser }, async (request) => {
    const { entity_type: type, exclude = null } = request.query;
    const [row] = await statements(db)[type].execute({ ...signedInAccess(request), exclude });
    if (row?.viewerId == null) throw sessionEnded();
    return { data: row.data };
  });
};
