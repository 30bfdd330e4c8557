import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_LEVEL_ROLES, PREMIUM_RESOURCES_TIER, RESOURCE_SECURITY_LEVELS, type Resource } from '@trellis/contracts';
import { groupBriefJson, isoTimestamp } from '../../db/sql-json.ts';
import { namedTopicsJson } from '../topics/topic-names.ts';
import { MEDIA_PREFIX } from '../uploads/storage.ts';

/*
 * A resource as JSON in the contract's names, for statements reading `r` (a resources row) left-joined to `g` (its
 * group) beside `viewer` (see viewerSource): what the caller may see and do is decided here, in the same statement.
 */

const adminRoles = sql.raw(ADMIN_LEVEL_ROLES.map((role) => `'${role}'`).join(', '));

/** False for a visitor, never null, so that every rule built on it stays a plain true or false. */
export const viewerIsAuthor = sql`coalesce(r.created_by_id = viewer.id, false)`;

/** An accepted member of the resource's group. */
const viewerIsMember = sql`exists (select 1 from memberships m
    where m.group_id = r.group_id and m.user_id = viewer.id and m.status = 'accepted')`;

/**
 * Who may approve or reject: staff, or a certified member who is an accepted admin or leader of the organization the
 * resource's group belongs to (the group itself when it is the top of its hierarchy).
 */
export const viewerReviews = sql`(coalesce(viewer.is_staff, false) or (
    exists (select 1 from group_profiles gp where gp.user_id = viewer.id and gp.is_certified)
    and exists (select 1 from memberships m where m.group_id = coalesce(g.root_group_id, g.id) and m.user_id = viewer.id
      and m.status = 'accepted' and m.role in (${adminRoles}))))`;

/** The user's plan includes premium resources: the tier that first includes them or above, with payment not pending. */
export const hasPremiumPlan = (userId: SQL) => sql`exists (select 1 from user_subscriptions us where us.user_id = ${userId}
    and us.applied_membership_tier >= ${sql.raw(String(PREMIUM_RESOURCES_TIER))} and coalesce(us.payment_status, '') <> 'pending')`;

const viewerHasPremium = hasPremiumPlan(sql`viewer.id`);

const filesLocked = sql`(r.is_premium and not ${viewerIsAuthor} and not ${viewerHasPremium})`;

/**
 * Whether the caller may see the resource at all: an approved one, or their own, or one they review; and a private
 * one only inside its group (its members, its author, its reviewers).
 */
export const resourceVisible = sql`((r.status = 'approved' or ${viewerIsAuthor} or ${viewerReviews})
    and (r.security_level = ${sql.raw(String(RESOURCE_SECURITY_LEVELS.public))} or ${viewerIsAuthor} or ${viewerIsMember} or ${viewerReviews}))`;

/** Whether the caller may open the resource's attached files: they see it, and a premium one's files are not locked. */
export const viewerOpensFiles = sql`(${resourceVisible} and not ${filesLocked})`;

const mediaUrl = (path: string) => sql.raw(`'${MEDIA_PREFIX}' || ${path}`);

const filesJson = sql`coalesce((select json_agg(json_build_object('id', f.id, 'file', ${mediaUrl('f.path')},
      'mime_type', f.mime_type, 'description', f.description) order by array_position(r.files, f.id))
    from uploaded_files f where f.id = any(r.files)), '[]'::json)`;

export const resourceJson = sql<Resource>`json_build_object(
    'id', r.id,
    'title', r.title,
    'title_slug', r.title_slug,
    'content', r.content,
    'source', r.source,
    'sub_type', r.sub_type,
    'group', r.group_id,
    'group_detail', ${groupBriefJson(sql`g`)},
    'security_level', r.security_level,
    'publish_to_khub', r.publish_to_khub,
    'is_premium', r.is_premium,
    'status', r.status,
    'files', case when ${filesLocked} then '[]'::json else ${filesJson} end,
    'file_count', (select count(*)::int from uploaded_files f where f.id = any(r.files)),
    'files_locked', ${filesLocked},
    'thumbnail_image', (select ${mediaUrl('f.path')} from uploaded_files f where f.id = r.thumbnail_file_id),
    'topics', to_json(r.topics),
    'topics_detailed', ${namedTopicsJson(sql`r.topics`, sql`viewer.id`)},
    'topic_area', r.topic_area,
    'career_stages', to_json(r.career_stages),
    'created_by', (select json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name), 'name_slug', p.name_slug)
      from users u left join profiles p on p.user_id = u.id where u.id = r.created_by_id),
    'created_at', ${isoTimestamp(sql`r.created_at`)},
    'last_edited_at', ${isoTimestamp(sql`r.last_edited_at`)},
    'is_author', ${viewerIsAuthor},
    'can_review', r.status <> 'approved' and ${viewerReviews}
  )`;
