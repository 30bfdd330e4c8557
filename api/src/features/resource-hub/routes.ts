import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESOURCE_HUB_PAGE_SIZE, RESOURCE_SECURITY_LEVELS, type Resource, type ResourceHubQuery } from '@trellis/contracts';
import { resourceHubEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { checkViewer } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { perDatabaseAndKey } from '../../db/prepared.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { likePattern } from '../../text/like-pattern.ts';
import { viewerAccess, viewerSource } from '../../auth/viewer-source.ts';
import { withGrants } from '../resources/resource-grants.ts';
import { resourceJson } from '../resources/resource-json.ts';

/** What the hub lists: approved, public resources their authors published to it. */
const inHub = sql`r.status = 'approved' and r.publish_to_khub and r.security_level = ${sql.raw(String(RESOURCE_SECURITY_LEVELS.public))}`;

type Filters = { areas: boolean; search: boolean };

/** One page of the hub, newest first, with the total; each filter present adds its condition. */
function hubStatement(db: Database, key: string, filters: Filters) {
  const where = sql.join(
    [
      inHub,
      ...(filters.areas ? [sql`r.topic_area = any(string_to_array(${sql.placeholder('areas')}, ',')::int[])`] : []),
      ...(filters.search ? [sql`r.title ilike ${sql.placeholder('search')}`] : []),
    ],
    sql` and `,
  );
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      count: sql<number>`(select count(*)::int from resources r where ${where})`,
      data: sql<Resource[]>`coalesce((select json_agg(${resourceJson} order by r.created_at desc, r.id desc)
        from (select r.* from resources r where ${where} order by r.created_at desc, r.id desc
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) r
        left join groups g on g.id = r.group_id), '[]'::json)`,
    })
    .from(viewerSource)
    .prepare(`resource_hub_${key}`);
}

const hubStatements = perDatabaseAndKey(hubStatement);

function hubRead(db: Database, query: ResourceHubQuery) {
  const filters = { areas: Boolean(query.topic_areas), search: Boolean(query.search) };
  const key = (['areas', 'search'] as const).filter((name) => filters[name]).join('_') || 'all';
  return {
    statement: hubStatements(db, key, filters),
    values: {
      ...(query.topic_areas ? { areas: query.topic_areas.join(',') } : {}),
      ...(query.search ? { search: likePattern(query.search) } : {}),
    },
  };
}

/** The resource hub, open to visitors: premium files stay locked unless the caller's plan includes them or they wrote it. */
export const resourceHubRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, fileGrants }) => {
  route(app, resourceHubEndpoints.list, { config: { sessionInQuery: true } }, async (request) => {
    const window = pageWindow(request.query, RESOURCE_HUB_PAGE_SIZE);
    const { statement, values } = hubRead(db, request.query);
    const [row] = await statement.execute({ ...viewerAccess(request), ...values, limit: window.limit, offset: window.offset });
    checkViewer(request, row!.viewerId);
    const data = row!.data.map((resource) => withGrants(fileGrants, resource, row!.viewerId));
    return pageAnswer(data, row!.count, window);
  });
};
