import { sql } from 'drizzle-orm';
import { type NamedItem, type OptionItem, type UseCaseDetail } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase } from '../../db/prepared.ts';
import { isoTimestamp } from '../../db/sql-json.ts';
import { viewerSource } from '../../auth/viewer-source.ts';
import { OPTIONS } from '../site-config/options.ts';
import { viewerAdministers, viewerModerates } from './content-moderators.ts';

type StoredDetail = Omit<UseCaseDetail, 'career_stages' | 'professional_fields' | 'job_functions'> & {
  career_stages: number[];
  professional_fields: number[];
  job_functions: number[];
};

/** A use case's page with the viewer's vote and favourite; the option lists stay ids until `withOptionNames`. */
export const detailOfUseCase = perDatabase((db: Database) =>
  db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      useCase: sql<StoredDetail | null>`(select json_build_object(
        'id', u.id,
        'slug', u.slug,
        'title', u.title,
        'description', u.description,
        'reason', u.reason,
        'thumbnail_image', u.thumbnail_image,
        'video_link', u.video_link,
        'document', u.document,
        'topics_detailed', coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by array_position(u.topics, t.id))
          from topics t where t.id = any(u.topics) and (t.pending_author_id is null or t.pending_author_id = viewer.id)), '[]'::json),
        'business_value', u.business_value,
        'complexity', u.complexity,
        'innovation_category', u.innovation_category,
        'categories', u.categories,
        'career_stages', to_json(u.career_stages),
        'professional_fields', to_json(u.professional_fields),
        'job_functions', to_json(u.job_functions),
        'ai_tools', coalesce((select json_agg(json_build_object('id', a.id, 'slug', a.slug, 'name', a.name, 'logo', a.logo,
            'description', a.description) order by array_position(u.ai_tools, a.id))
          from ai_tools a where a.id = any(u.ai_tools) and a.status = 'approved'), '[]'::json),
        'group', case when g.id is null then null else json_build_object('id', g.id, 'name', g.name, 'name_slug', g.name_slug, 'image', g.logo) end,
        'created_by', u.created_by_id,
        'vote_score', u.vote_score,
        'user_vote_type', (select nullif(v.value, 0) from votes v
          where v.user_id = viewer.id and v.content_type = 'usecase' and v.object_id = u.id),
        'is_bookmarked', exists (select 1 from bookmarks b where b.user_id = viewer.id and b.item_type = 'use_case' and b.item_id = u.id),
        'can_edit', coalesce(viewer.is_staff or u.created_by_id = viewer.id, false),
        'agent_review', case when ${viewerAdministers(sql`u`)} then (select json_build_object('quality', r.quality, 'reasons', r.reasons,
          'engine', r.engine, 'model_failure', r.model_failure, 'last_run_at', ${isoTimestamp(sql`r.ran_at`)}) from use_case_reviews r where r.use_case_id = u.id) end,
        'status', u.status,
        'created_at', ${isoTimestamp(sql`u.created_at`)}
      ) from use_cases u left join groups g on g.id = u.group_id
      where u.slug = ${sql.placeholder('slug')} and (u.status = 'approved' or ${viewerModerates(sql`u`)}))`,
    })
    .from(viewerSource)
    .prepare('use_cases_by_slug'),
);

const named = (options: readonly OptionItem[], ids: readonly number[]): NamedItem[] =>
  ids.flatMap((id) => options.filter((option) => option.id === id));

/** The option ids of a stored use case named from the site's option lists, in the order the use case lists them. */
export function withOptionNames(stored: StoredDetail): UseCaseDetail {
  return {
    ...stored,
    career_stages: named(OPTIONS.career_stages, stored.career_stages),
    professional_fields: named(OPTIONS.professional_fields, stored.professional_fields),
    job_functions: named(OPTIONS.job_functions, stored.job_functions),
  };
}
