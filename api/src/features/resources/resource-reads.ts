import { sql, type SQL } from 'drizzle-orm';
import type { Resource } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { viewerSource } from '../../auth/viewer-source.ts';
import { resourceJson, resourceVisible } from './resource-json.ts';

/**
 * One page of a group's resources the caller may see, newest first, with the total, in one statement. The page is
 * cut in a subquery ordered like resources_group_created_idx, so the index serves it whatever the table holds.
 */
export const groupResourcesPage = perDatabase((db: Database) =>
  db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      count: sql<number>`(select count(*)::int from resources r left join groups g on g.id = r.group_id
        where r.group_id = ${sql.placeholder('groupId')} and ${resourceVisible})`,
      data: sql<Resource[]>`coalesce((select json_agg(${resourceJson} order by r.created_at desc, r.id desc)
        from (select r.* from resources r left join groups g on g.id = r.group_id
          where r.group_id = ${sql.placeholder('groupId')} and ${resourceVisible}
          order by r.created_at desc, r.id desc
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) r
        left join groups g on g.id = r.group_id), '[]'::json)`,
    })
    .from(viewerSource)
    .prepare('resources_group_page'),
);

/** One resource the caller may see, with their standing; `resource` is null when there is none for them. */
function resourceStatement(db: Database, name: string, match: SQL) {
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      resource: sql<Resource | null>`(select ${resourceJson} from resources r left join groups g on g.id = r.group_id
        where ${match} and ${resourceVisible})`,
    })
    .from(viewerSource)
    .prepare(name);
}

export const resourceBySlug = perDatabase((db) =>
  resourceStatement(db, 'resources_by_slug', sql`r.title_slug = ${sql.placeholder('slug')}`),
);
export const resourceById = perDatabase((db) => resourceStatement(db, 'resources_by_id', sql`r.id = ${sql.placeholder('id')}`));
