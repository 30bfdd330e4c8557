import { sql, type SQL } from 'drizzle-orm';
import { RESOURCE_SECURITY_LEVELS, type RecommendedEntityType } from '@trellis/contracts';

/** The names of the topics a row shares with the member's profile, approved ones only, in name order. */
const sharedTopics = (topics: SQL) =>
  sql`array(select t.name from topics t where t.id = any(${topics}) and t.id = any(coalesce(gp.topics, '{}')) and t.pending_author_id is null order by t.name)`;

const interestReason = sql`'Shares your interest in ' || array_to_string(s.shared_topics[1:2], ' and ')`;

const kept = (type: string, item: SQL) =>
  sql`exists (select 1 from bookmarks b where b.user_id = viewer.id and b.item_type = ${type} and b.item_id = ${item})`;

const isMember = (group: SQL, statuses = sql`'accepted'`) =>
  sql`exists (select 1 from memberships m where m.group_id = ${group} and m.user_id = viewer.id and m.status in (${statuses}))`;
const followsGroup = (group: SQL) =>
  sql`exists (select 1 from follows f where f.follower_id = viewer.id and f.target_type <> 'user' and f.target_id = ${group})`;

/** Open circles and events the member neither joined, asked to join, nor follows, that have not ended. */
const programs = (groupType: 'circle' | 'event') => sql`
  select s.group_type as type, s.id, s.name_slug as slug, s.name, coalesce(s.cover_image, s.logo) as image,
    3 * cardinality(s.shared_topics) + case when s.in_parent then 2 else 0 end + case when s.follows_parent then 2 else 0 end
      + case when s.stage then 1 else 0 end as score,
    case when cardinality(s.shared_topics) > 0 then ${interestReason}
      when s.in_parent then 'From ' || s.parent_name || ', which you are a member of'
      when s.follows_parent then 'From ' || s.parent_name || ', which you follow'
      else 'Suits your career stage' end as reason
  from (select g.*, parent.name as parent_name, ${sharedTopics(sql`g.topics`)} as shared_topics,
      coalesce(${isMember(sql`g.parent_group_id`)}, false) as in_parent,
      coalesce(${followsGroup(sql`g.parent_group_id`)}, false) as follows_parent,
      coalesce(gp.career_stage = any(g.career_stages), false) as stage
    from groups g left join groups parent on parent.id = g.parent_group_id
    where g.group_type = ${groupType} and g.privacy = 0 and g.pending_author_id is null
      and (g.end_date is null or g.end_date > now())
      and not ${isMember(sql`g.id`, sql`'accepted', 'pending'`)} and not ${followsGroup(sql`g.id`)}) s`;

/**
 * The candidates of each kind for `viewer` (with `gp`, their career answers), as rows of (type, id, slug, name,
 * image, score, reason). Every rule is a plain, explainable one: shared topics weigh 3 each, a tie to a group the
 * member belongs to or follows 2, a matching career stage 1; the reason names the strongest part. Only scores
 * above zero are recommended, so every item has a reason.
 */
const CANDIDATES: Record<RecommendedEntityType, SQL> = {
  circle: programs('circle'),
  event: programs('event'),
  // Organizations: shared topics, and the people the member follows who belong to them.
  organization: sql`
    select 'organization' as type, s.id, s.name_slug as slug, s.name, s.logo as image,
      3 * cardinality(s.shared_topics) + 2 * s.followed_members as score,
      case when cardinality(s.shared_topics) > 0 then ${interestReason}
        when s.followed_members = 1 then '1 person you follow is a member'
        else s.followed_members || ' people you follow are members' end as reason
    from (select g.*, ${sharedTopics(sql`g.topics`)} as shared_topics,
        (select count(*)::int from memberships m join follows f on f.target_type = 'user' and f.target_id = m.user_id
          where m.group_id = g.id and m.status = 'accepted' and f.follower_id = viewer.id) as followed_members
      from groups g
      where g.group_type = 'organization' and g.privacy = 0 and g.pending_author_id is null
        and not ${isMember(sql`g.id`, sql`'accepted', 'pending'`)} and not ${followsGroup(sql`g.id`)}) s`,
  // People: those who share the member's topics or one of their groups, not yet followed.
  user: sql`
    select 'user' as type, s.id, s.name_slug as slug, s.name, s.picture as image,
      3 * cardinality(s.shared_topics) + 2 * cardinality(s.groups) as score,
      case when cardinality(s.groups) > 0 then 'Also a member of ' || s.groups[1]
        else ${interestReason} end as reason
    from (select u.id, p.name_slug, p.picture, btrim(u.first_name || ' ' || u.last_name) as name,
        ${sharedTopics(sql`op.topics`)} as shared_topics,
        array(select g.name from memberships mine join memberships theirs on theirs.group_id = mine.group_id and theirs.status = 'accepted'
          join groups g on g.id = mine.group_id
          where mine.user_id = viewer.id and mine.status = 'accepted' and theirs.user_id = u.id order by g.name) as groups
      from users u join profiles p on p.user_id = u.id left join group_profiles op on op.user_id = u.id
      where u.is_active and u.deleted_at is null and u.id <> viewer.id
        and not exists (select 1 from follows f where f.follower_id = viewer.id and f.target_type = 'user' and f.target_id = u.id)) s`,
  // Use cases: approved, not the member's own, not kept; by topics and career stage.
  use_case: sql`
    select 'use_case' as type, s.id, s.slug, s.title as name, s.thumbnail_image as image,
      3 * cardinality(s.shared_topics) + case when s.stage then 1 else 0 end as score,
      case when cardinality(s.shared_topics) > 0 then ${interestReason} else 'Suits your career stage' end as reason
    from (select x.*, ${sharedTopics(sql`x.topics`)} as shared_topics, coalesce(gp.career_stage = any(x.career_stages), false) as stage
      from use_cases x
      where x.status = 'approved' and x.created_by_id is distinct from viewer.id
        and not ${kept('use_case', sql`x.id`)}) s`,
  // AI tools: those the use cases the member kept or voted up work with.
  ai_tool: sql`
    select 'ai_tool' as type, s.id, s.slug, s.name, s.logo as image, 2 * cardinality(s.used_in) as score,
      'Used in ' || s.used_in[1] || ', which you ' || s.how as reason
    from (select a.*,
        array(select u.title from use_cases u where a.id = any(u.ai_tools) and u.status = 'approved'
          and (exists (select 1 from bookmarks b where b.user_id = viewer.id and b.item_type = 'use_case' and b.item_id = u.id)
            or exists (select 1 from votes v where v.user_id = viewer.id and v.content_type = 'usecase' and v.object_id = u.id and v.value = 1))
          order by u.title) as used_in,
        case when exists (select 1 from bookmarks b join use_cases u on u.id = b.item_id
            where b.user_id = viewer.id and b.item_type = 'use_case' and a.id = any(u.ai_tools)) then 'kept' else 'voted up' end as how
      from ai_tools a
      where a.status = 'approved' and a.created_by_id is distinct from viewer.id
        and not ${kept('ai_tool', sql`a.id`)}) s`,
  // Jobs open for applications that the member neither applied to nor kept: the skills they share weigh 3 each, a
  // job of an organization they belong to or follow 2, a matching career stage 1.
  job: sql`
    select 'job' as type, s.id, s.slug, s.title as name, s.logo as image,
      3 * cardinality(s.shared_skills) + case when s.in_group or s.follows_group then 2 else 0 end + case when s.stage then 1 else 0 end as score,
      case when cardinality(s.shared_skills) > 0 then 'Asks for your skills in ' || array_to_string(s.shared_skills[1:2], ' and ')
        when s.in_group then 'From ' || s.group_name || ', which you are a member of'
        when s.follows_group then 'From ' || s.group_name || ', which you follow'
        else 'Suits your career stage' end as reason
    from (select j.id, j.slug, j.title, g.logo, g.name as group_name,
        array(select t.name from topics t where t.id = any(j.skills) and t.id = any(coalesce(gp.skills, '{}')) and t.pending_author_id is null
          order by t.name) as shared_skills,
        ${isMember(sql`g.id`)} as in_group, ${followsGroup(sql`g.id`)} as follows_group,
        coalesce(gp.career_stage = any(j.career_stages), false) as stage
      from jobs j join groups g on g.id = j.group_id
      where j.job_status = 'approved'
        and (j.application_close_date is null or j.application_close_date > now())
        and (j.application_open_date is null or j.application_open_date <= now())
        and j.created_by_id is distinct from viewer.id
        and not exists (select 1 from job_applications a where a.job_id = j.id and a.user_id = viewer.id)
        and not ${kept('job', sql`j.id`)}) s`,
  // Resources of the resource hub (approved, published there, public) the member has not written or kept.
  resource: sql`
    select 'resource' as type, s.id, s.title_slug as slug, s.title as name, null as image,
      3 * cardinality(s.shared_topics) + case when s.stage then 1 else 0 end as score,
      case when cardinality(s.shared_topics) > 0 then ${interestReason} else 'Suits your career stage' end as reason
    from (select r.*, ${sharedTopics(sql`r.topics`)} as shared_topics, coalesce(gp.career_stage = any(r.career_stages), false) as stage
      from resources r
      where r.status = 'approved' and r.publish_to_khub and r.security_level = ${sql.raw(String(RESOURCE_SECURITY_LEVELS.public))}
        and r.created_by_id is distinct from viewer.id and not ${kept('resource', sql`r.id`)}) s`,
};

export const candidatesOf = (type: RecommendedEntityType) => CANDIDATES[type];
