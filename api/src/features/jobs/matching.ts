import { sql, type SQL } from 'drizzle-orm';
import {
  MATCH_WEIGHTS,
  matchReasons,
  type ExtraInfoFilter,
  type JobRecommendation,
  type MatchBasis,
  type Talent,
} from '@trellis/contracts';
import { perDatabase } from '../../db/prepared.ts';
import { viewerAdministers } from './job-json.ts';
import { viewerSource } from '../../auth/viewer-source.ts';

/**
 * How a member and a job meet, as columns named like MatchBasis: the member's profile skills the job asks for, the
 * job's skills the member used in their career history (beyond the profile's), the member's topics among those of
 * the job's organization, the career stage and the country. `member` and `job` name the rows' columns.
 */
function matchColumns(
  member: { userId: SQL; skills: SQL; topics: SQL; careerStage: SQL; country: SQL },
  job: { skills: SQL; topics: SQL; careerStages: SQL; countries: SQL },
) {
  return sql`array(select t.name from topics t where t.id = any(${member.skills}) and t.id = any(${job.skills}) order by t.name) as shared_skills,
    array(select distinct t.name from career_entries ce join topics t on t.id = any(ce.skills)
      where ce.user_id = ${member.userId} and t.id = any(${job.skills}) and not (t.id = any(coalesce(${member.skills}, '{}'::int[])))
      order by t.name) as experience_skills,
    array(select t.name from topics t where t.id = any(${member.topics}) and t.id = any(${job.topics}) order by t.name) as shared_topics,
    coalesce(${member.careerStage} = any(${job.careerStages}), false) as career_stage_match,
    coalesce(${job.countries} @> jsonb_build_array(${member.country}::text), false) as country_match`;
}

/** The score of a row of matchColumns: the weighted sum of its parts. */
const score = sql`(${MATCH_WEIGHTS.skill} * cardinality(m.shared_skills) + ${MATCH_WEIGHTS.experienceSkill} * cardinality(m.experience_skills)
  + ${MATCH_WEIGHTS.careerStage} * m.career_stage_match::int + ${MATCH_WEIGHTS.country} * m.country_match::int
  + ${MATCH_WEIGHTS.topic} * cardinality(m.shared_topics))`;

const basisJson = sql`'score', r.score, 'shared_skills', to_json(r.shared_skills), 'experience_skills', to_json(r.experience_skills),
  'shared_topics', to_json(r.shared_topics), 'career_stage_match', r.career_stage_match, 'country_match', r.country_match`;

/**
 * A ranked page as {count, data}: rows with a score above zero, best first, ties by id, so the same data always
 * ranks the same; the total comes from a window over the same rows.
 */
const rankedPage = (scored: SQL, item: SQL) => sql`(select json_build_object(
    'count', coalesce(max(r.total), 0),
    'data', coalesce(json_agg(json_build_object(${item}, ${basisJson}) order by r.score desc, r.id), '[]'::json))
  from (select m.*, ${score} as score, count(*) over () as total from (${scored}) m where ${score} > 0
    order by ${score} desc, m.id limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) r)`;

const extraInfoMatches = (key: 'uni_batch' | 'department' | 'affiliation') =>
  sql`(${sql.placeholder(key)}::text is null or lower(gp.extra_info ->> ${key}) = lower(${sql.placeholder(key)}::text))`;

/** Whether the viewer may rank the members of the group `pool`: staff, or an accepted member of it. */
const viewerBelongsTo = (pool: SQL) => sql`(coalesce(viewer.is_staff, false) or exists (select 1 from memberships vm
  where vm.group_id = ${pool} and vm.user_id = viewer.id and vm.status = 'accepted'))`;

/**
 * Find Talents: the members of the job's organization (or of `poolId`, a group the caller belongs to) ranked for
 * the job, without those who applied already or the caller, optionally only those whose profile names the
 * uni_batch, department or affiliation asked. With whether the job exists for the caller and is theirs.
 */
export const talentStatement = perDatabase((db) => {
  const job = sql`(select j.*, g.topics as group_topics from jobs j join groups g on g.id = j.group_id where j.id = ${sql.placeholder('jobId')})`;
  const pool = sql`coalesce(${sql.placeholder('poolId')}::int, (select j.group_id from jobs j where j.id = ${sql.placeholder('jobId')}))`;
  const scored = sql`select u.id, u.first_name, u.last_name, p.name_slug, p.picture, p.title, p.country,
      ${matchColumns(
        { userId: sql`u.id`, skills: sql`gp.skills`, topics: sql`gp.topics`, careerStage: sql`gp.career_stage`, country: sql`p.country` },
        { skills: sql`job.skills`, topics: sql`job.group_topics`, careerStages: sql`job.career_stages`, countries: sql`job.countries` },
      )}
    from ${job} job
    join memberships mm on mm.group_id = ${pool} and mm.status = 'accepted'
    join users u on u.id = mm.user_id and u.is_active and u.deleted_at is null
    join profiles p on p.user_id = u.id
    left join group_profiles gp on gp.user_id = u.id
    where u.id <> coalesce(viewer.id, 0)
      and not exists (select 1 from job_applications a where a.job_id = job.id and a.user_id = u.id)
      and ${extraInfoMatches('uni_batch')} and ${extraInfoMatches('department')} and ${extraInfoMatches('affiliation')}`;
  const item = sql`'id', r.id, 'name', trim(r.first_name || ' ' || r.last_name), 'name_slug', r.name_slug, 'image', r.picture,
    'title', r.title, 'country', r.country`;
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      visible: sql<boolean>`exists (select 1 from jobs j where j.id = ${sql.placeholder('jobId')} and (j.job_status = 'approved' or ${viewerAdministers()}))`,
      administers: sql<boolean>`coalesce((select ${viewerAdministers()} from jobs j where j.id = ${sql.placeholder('jobId')}), false)`,
      poolAllowed: sql<boolean>`(${sql.placeholder('poolId')}::int is null or ${viewerBelongsTo(sql`${sql.placeholder('poolId')}::int`)})`,
      page: sql<{ count: number; data: Omit<Talent, 'reasons'>[] }>`${rankedPage(scored, item)}`,
    })
    .from(viewerSource)
    .prepare('jobs_talent');
});

/**
 * Jobs for the caller: published jobs still taking applications, not theirs to run and not applied to, ranked by
 * how they meet the caller's profile; `poolId` keeps to the jobs of one of the caller's groups and the groups under it.
 */
export const jobRecommendationStatement = perDatabase((db) => {
  const scored = sql`select j.id, j.slug, j.title, j.job_type, j.job_location, g.id as group_id, g.name as group_name,
      g.name_slug as group_slug, g.logo as group_logo,
      ${matchColumns(
        {
          userId: sql`viewer.id`,
          skills: sql`me.skills`,
          topics: sql`me.topics`,
          careerStage: sql`me.career_stage`,
          country: sql`mp.country`,
        },
        { skills: sql`j.skills`, topics: sql`g.topics`, careerStages: sql`j.career_stages`, countries: sql`j.countries` },
      )}
    from jobs j
    join groups g on g.id = j.group_id
    left join group_profiles me on me.user_id = viewer.id
    left join profiles mp on mp.user_id = viewer.id
    where j.job_status = 'approved'
      and (j.application_close_date is null or j.application_close_date > now())
      and (j.application_open_date is null or j.application_open_date <= now())
      and not ${viewerAdministers()}
      and not exists (select 1 from job_applications a where a.job_id = j.id and a.user_id = viewer.id)
      and (${sql.placeholder('poolId')}::int is null or ${sql.placeholder('poolId')}::int in (g.id, g.parent_group_id, g.root_group_id))`;
  const item = sql`'job', json_build_object('id', r.id, 'slug', r.slug, 'title', r.title, 'job_type', r.job_type, 'job_location', r.job_location,
    'group', json_build_object('id', r.group_id, 'name', r.group_name, 'name_slug', r.group_slug, 'image', r.group_logo))`;
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      country: sql<string | null>`(select p.country from profiles p where p.user_id = viewer.id)`,
      poolAllowed: sql<boolean>`(${sql.placeholder('poolId')}::int is null or ${viewerBelongsTo(sql`${sql.placeholder('poolId')}::int`)})`,
      page: sql<{ count: number; data: Omit<JobRecommendation, 'reasons'>[] }>`${rankedPage(scored, item)}`,
    })
    .from(viewerSource)
    .prepare('jobs_recommendations');
});

/** The placeholders of the extra_info filter: null where the filter names nothing. */
export const extraInfoPlaceholders = (filter: ExtraInfoFilter | undefined) => ({
  uni_batch: filter?.uni_batch ?? null,
  department: filter?.department ?? null,
  affiliation: filter?.affiliation ?? null,
});

/** Adds the reasons in words to a match. */
export const withReasons = <T extends Omit<MatchBasis, 'reasons'>>(match: T, country: string | null): T & { reasons: string[] } => ({
  ...match,
  reasons: matchReasons(match, country),
});
