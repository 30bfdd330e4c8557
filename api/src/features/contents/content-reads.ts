import { sql, type SQL } from 'drizzle-orm';
import type { Content, ContentType } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { perDatabase, perDatabaseAndKey } from '../../db/prepared.ts';
import { isoTimestamp } from '../../db/sql-json.ts';
import { viewerSource } from '../../auth/viewer-source.ts';
import { MEDIA_PREFIX } from '../uploads/storage.ts';

/**
 * Whether `viewer` may read the post `p`: anyone reads a public one; a private one is for the accepted members of its
 * group, its author and staff. The viewer's groups depend on the viewer alone, so they are read once per statement.
 */
export const visibleToViewer = sql`(p.security_level = 0 or p.created_by_id = viewer.id or coalesce(viewer.is_staff, false)
    or p.group_id in (select vm.group_id from memberships vm where vm.user_id = viewer.id and vm.status = 'accepted'))`;

/** The author as a card shows them; null once their account is gone. */
const authorJson = sql`(select json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name),
    'name_slug', pr.name_slug, 'image', pr.picture) from users u join profiles pr on pr.user_id = u.id where u.id = p.created_by_id)`;

/** The post's files as the File entity, in the order the author attached them. */
const filesJson = sql`coalesce((select json_agg(json_build_object('id', f.id, 'file', ${sql.raw(`'${MEDIA_PREFIX}'`)} || f.path,
      'mime_type', f.mime_type, 'description', f.description) order by array_position(p.files, f.id))
    from uploaded_files f where f.id = any(p.files)), '[]'::json)`;

/** One post as JSON in the contract's names, from `p` (a posts row) and `g` (its group) beside `viewer`. */
const contentJson = sql<Content>`json_build_object(
    'id', p.id,
    'slug', p.slug,
    'title', p.title,
    'content', p.html,
    'data', json_build_object('blocks', p.blocks),
    'raw_text', p.raw_text,
    'types', p.type,
    'group', p.group_id,
    'group_detail', json_build_object('id', g.id, 'name', g.name, 'name_slug', g.name_slug, 'group_type', g.group_type, 'image', g.logo),
    'security_level', p.security_level,
    'send_email', p.send_email,
    'files', ${filesJson},
    'created_by', ${authorJson},
    'created_at', ${isoTimestamp(sql`p.created_at`)},
    'modified_at', ${isoTimestamp(sql`p.modified_at`)},
    'is_author', coalesce(p.created_by_id = viewer.id, false)
  )`;

/** Which kinds a list or a page reads: one kind, or the feed's posts and newsletters. */
export type Kinds = ContentType | 'feed';

const KIND_CONDITIONS: Record<Kinds, SQL> = {
  feed: sql`p.type in ('post', 'newsletter')`,
  post: sql`p.type = 'post'`,
  newsletter: sql`p.type = 'newsletter'`,
  career_tip: sql`p.type = 'career_tip'`,
};
const kindCondition = (kinds: Kinds) => KIND_CONDITIONS[kinds];

export type ListFilters = { kinds: Kinds; groupId?: number; mine?: boolean };

function listConditions({ kinds, groupId, mine }: ListFilters): { key: string; where: SQL } {
  const parts: [string, SQL][] = [
    [kinds, kindCondition(kinds)],
    ['visible', visibleToViewer],
  ];
  if (groupId !== undefined) parts.push(['group', sql`p.group_id = ${sql.placeholder('groupId')}`]);
  if (mine) parts.push(['mine', sql`p.created_by_id = viewer.id`]);
  return {
    key: parts.map(([name]) => name).join('_'),
    where: sql.join(
      parts.map(([, condition]) => condition),
      sql` and `,
    ),
  };
}

/**
 * One page of a list with its total and the caller, in one statement per combination of filters, so each plan reads
 * its page off the index of its filters (posts_group_type_created_idx for a group's, posts_author_type_created_idx
 * for the caller's own, posts_type_created_idx otherwise). `groupFound` says whether the group asked for exists.
 */
function listStatement(db: Database, key: string, where: SQL, byGroup: boolean) {
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      groupFound: byGroup ? sql<boolean>`exists (select 1 from groups where id = ${sql.placeholder('groupId')})` : sql<boolean>`true`,
      count: sql<number>`(select count(*)::int from posts p where ${where})`,
      data: sql<Content[]>`coalesce((select json_agg(${contentJson} order by p.created_at desc, p.id desc)
        from (select * from posts p where ${where} order by p.created_at desc, p.id desc
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) p
        join groups g on g.id = p.group_id), '[]'::json)`,
    })
    .from(viewerSource)
    .prepare(`contents_list_${key}`);
}

const listStatements = perDatabaseAndKey(listStatement);

export async function listContents(
  db: Database,
  filters: ListFilters,
  access: { userId: number; sessionId: string },
  page: { page: number; pageSize: number },
) {
  const { key, where } = listConditions(filters);
  const statement = listStatements(db, key, where, filters.groupId !== undefined);
  const [row] = await statement.execute({
    ...access,
    groupId: filters.groupId,
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  return row!;
}

/** One post the caller may read, with the caller; `content` is null when there is none or it is not theirs to read. */
function detailStatement(db: Database, name: string, kinds: Kinds, match: SQL) {
  return db
    .select({
      viewerId: sql<number | null>`viewer.id`,
      content: sql<Content | null>`(select ${contentJson} from posts p join groups g on g.id = p.group_id
        where ${match} and ${kindCondition(kinds)} and ${visibleToViewer})`,
    })
    .from(viewerSource)
    .prepare(name);
}

const bySlug = sql`p.slug = ${sql.placeholder('slug')}`;
const byId = sql`p.id = ${sql.placeholder('id')}`;

export const feedBySlug = perDatabase((db) => detailStatement(db, 'contents_by_slug', 'feed', bySlug));
export const feedById = perDatabase((db) => detailStatement(db, 'contents_by_id', 'feed', byId));
export const careerTipBySlug = perDatabase((db) => detailStatement(db, 'career_tips_by_slug', 'career_tip', bySlug));
export const careerTipById = perDatabase((db) => detailStatement(db, 'career_tips_by_id', 'career_tip', byId));
