import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  ADMIN_LEVEL_ROLES,
  CONTENT_MESSAGES,
  type ContentBlock,
  type ContentType,
  type PostableGroup,
  type SecurityLevel,
} from '@trellis/contracts';
import type { AuthUser } from '../../auth/request-user.ts';
import type { Database } from '../../db/connection.ts';
import { groups, memberships, posts, uploadedFiles, users } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { slugify } from '../../text/slugify.ts';
import { cleanDocument } from './rich-text.ts';

export type PostRow = typeof posts.$inferSelect;

const fieldError = (field: string, message: string) => new HttpError(400, { field_errors: { [field]: [message] } });
const isAdminRole = (role: string) => (ADMIN_LEVEL_ROLES as readonly string[]).includes(role);

/**
 * What the user may do in a group: staff and its accepted admins and leaders post and e-mail its members; its paid
 * members post. A paid member's membership is accepted and, in a group that charges, paid for; in a group that
 * charges nothing an accepted member owes nothing and counts as paid.
 */
export async function postingRights(db: Database, user: AuthUser, groupId: number) {
  const [row] = await db
    .select({ group: groups, role: memberships.role, status: memberships.status, paymentStatus: memberships.paymentStatus })
    .from(groups)
    .leftJoin(memberships, and(eq(memberships.groupId, groups.id), eq(memberships.userId, user.id)))
    .where(eq(groups.id, groupId));
  if (!row) return null;
  const accepted = row.status === 'accepted';
  const admin = user.isStaff || (accepted && isAdminRole(row.role!));
  const charges = (row.group.priceCents ?? 0) > 0;
  const paid = accepted && (!charges || row.paymentStatus === 'confirmed');
  return { group: row.group, mayPost: admin || paid, mayEmail: admin };
}

/** A post's files must be ones its author uploaded, so nobody attaches, and so publishes, another member's file. */
async function checkOwnFiles(db: Database, authorId: number, fileIds: number[]) {
  if (!fileIds.length) return;
  const owned = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, fileIds), eq(uploadedFiles.userId, authorId)));
  if (owned.length !== fileIds.length) throw fieldError('files', CONTENT_MESSAGES.notYourFile);
}

/** A slug from the title with a random tail, so two posts starting alike never collide. */
const newSlug = (title: string) => `${slugify(title).slice(0, 60).replace(/-+$/, '') || 'post'}-${randomBytes(4).toString('hex')}`;

type NewContent = {
  type: ContentType;
  groupId: number;
  blocks: ContentBlock[];
  securityLevel: SecurityLevel;
  sendEmail: boolean;
  /** Distinct ids of uploaded files, in the order shown. */
  files: number[];
};

/** Stores a post after checking who may post and e-mail, with its text cleaned; the group's rights come back too. */
export async function createContent(db: Database, user: AuthUser, values: NewContent) {
  const rights = await postingRights(db, user, values.groupId);
  if (!rights) throw fieldError('group', CONTENT_MESSAGES.groupNotFound);
  if (!rights.mayPost) throw new HttpError(403, { detail: CONTENT_MESSAGES.cannotPost });
  if (values.sendEmail && values.type !== 'newsletter') throw fieldError('send_email', CONTENT_MESSAGES.onlyNewslettersEmailed);
  if (values.sendEmail && !rights.mayEmail) throw new HttpError(403, { detail: CONTENT_MESSAGES.cannotEmail });
  const document = cleanDocument(values.blocks);
  if (!document.rawText) throw fieldError('data', CONTENT_MESSAGES.empty);
  await checkOwnFiles(db, user.id, values.files);
  const [row] = await db
    .insert(posts)
    .values({
      ...document,
      slug: newSlug(document.title),
      type: values.type,
      groupId: values.groupId,
      securityLevel: values.securityLevel,
      sendEmail: values.sendEmail,
      files: values.files,
      createdById: user.id,
    })
    .returning();
  return { post: row!, group: rights.group };
}

/**
 * The post of this kind when the user wrote it. One they may not read answers 404 like one that does not exist; one
 * they read but did not write answers 403.
 */
export async function loadOwnContent(db: Database, user: AuthUser, id: number, kinds: 'feed' | 'career_tip'): Promise<PostRow> {
  const [post] = await db.select().from(posts).where(eq(posts.id, id));
  const missing = kinds === 'career_tip' ? CONTENT_MESSAGES.careerTipNotFound : CONTENT_MESSAGES.notFound;
  const ofKind = post && (kinds === 'career_tip' ? post.type === 'career_tip' : post.type !== 'career_tip');
  if (!post || !ofKind) throw notFound(missing);
  if (post.createdById === user.id) return post;
  const readable =
    post.securityLevel === 0 ||
    user.isStaff ||
    (
      await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.groupId, post.groupId), eq(memberships.userId, user.id), eq(memberships.status, 'accepted')))
    ).length > 0;
  if (!readable) throw notFound(missing);
  throw new HttpError(403, { detail: CONTENT_MESSAGES.notAuthor });
}

type ContentChange = { blocks?: ContentBlock[]; securityLevel?: SecurityLevel; files?: number[] };

/** Changes a post of the user's own (see loadOwnContent). */
export async function updateContent(db: Database, user: AuthUser, post: PostRow, change: ContentChange) {
  const document = change.blocks ? cleanDocument(change.blocks) : null;
  if (document && !document.rawText) throw fieldError('data', CONTENT_MESSAGES.empty);
  // Files already on the post stay attachable; new ones must be the author's own uploads.
  if (change.files)
    await checkOwnFiles(
      db,
      user.id,
      change.files.filter((id) => !post.files.includes(id)),
    );
  await db
    .update(posts)
    .set({
      ...(document ?? {}),
      ...(change.files === undefined ? {} : { files: change.files }),
      ...(change.securityLevel === undefined ? {} : { securityLevel: change.securityLevel }),
      modifiedAt: new Date(),
    })
    .where(eq(posts.id, post.id));
}

export async function deleteContent(db: Database, post: PostRow) {
  await db.delete(posts).where(eq(posts.id, post.id));
}

/**
 * The groups the user may post in, by name, by the rule of `postingRights`: where they are an accepted admin, leader
 * or paid member. Staff post anywhere, so a question about one group (`groupId`) names it to them whether or not
 * they belong to it; the list of all of them keeps to the groups they belong to, which a picker can show.
 */
export async function postableGroups(db: Database, user: AuthUser, groupId?: number): Promise<PostableGroup[]> {
  const accepted = eq(memberships.status, 'accepted');
  const paidMember = and(
    accepted,
    or(
      inArray(memberships.role, [...ADMIN_LEVEL_ROLES]),
      sql`coalesce(${groups.priceCents}, 0) = 0`,
      eq(memberships.paymentStatus, 'confirmed'),
    ),
  );
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      name_slug: groups.nameSlug,
      group_type: groups.groupType,
      image: groups.logo,
      role: memberships.role,
      status: memberships.status,
    })
    .from(groups)
    .leftJoin(memberships, and(eq(memberships.groupId, groups.id), eq(memberships.userId, user.id)))
    .where(
      groupId === undefined
        ? and(eq(memberships.userId, user.id), user.isStaff ? accepted : paidMember)
        : and(eq(groups.id, groupId), user.isStaff ? undefined : paidMember),
    )
    .orderBy(groups.name, groups.id);
  return rows.map(({ role, status, ...group }) => ({
    ...group,
    may_email: user.isStaff || (status === 'accepted' && isAdminRole(role!)),
  }));
}

/** A post's files in the order attached, each by the name it shows under and where it is stored. */
export async function contentFiles(db: Database, fileIds: number[]) {
  if (!fileIds.length) return [];
  const rows = await db
    .select({
      id: uploadedFiles.id,
      path: uploadedFiles.path,
      name: sql<string>`coalesce(nullif(${uploadedFiles.description}, ''), ${uploadedFiles.originalName})`,
    })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.id, fileIds));
  return fileIds.flatMap((id) => rows.filter((row) => row.id === id));
}

/** The addresses a group's newsletter goes to: its accepted members but the author, with active accounts. */
export async function newsletterRecipients(db: Database, groupId: number, authorId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.groupId, groupId),
        eq(memberships.status, 'accepted'),
        ne(memberships.userId, authorId),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
  return rows.map((row) => row.email);
}
