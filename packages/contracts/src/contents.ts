import { z } from 'zod';
import { PRIVACY } from '@trellis/contracts/constants';
import { DbId, paginated } from './common.ts';
import { UploadedFile } from './profile.ts';

/** What a piece of group content is: a post, a newsletter (which may be e-mailed to the group), or a career tip. */
export const CONTENT_TYPES = ['post', 'newsletter', 'career_tip'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
/** The kinds the posts feed and a group's posts tab list; career tips have lists of their own. */
export const FEED_TYPES = ['post', 'newsletter'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

export const SECURITY_LEVELS = [PRIVACY.public, PRIVACY.private] as const;
export type SecurityLevel = (typeof SECURITY_LEVELS)[number];
export const SECURITY_LEVEL_LABELS: Record<SecurityLevel, string> = { [PRIVACY.public]: 'Public', [PRIVACY.private]: 'Private' };

/** The bounds of one piece of content, so no request can store an unbounded document. */
export const CONTENT_LIMITS = {
  blocks: 100,
  blockChars: 5000,
  listItems: 50,
  idChars: 40,
  /** A post's title is the start of its text. */
  titleChars: 100,
  /** Longer text shows its first part with Show More. */
  previewChars: 1200,
  /** Files attached to one post. */
  files: 7,
} as const;

export const CONTENT_MESSAGES = {
  required: 'Required',
  empty: 'Write something to share.',
  tooManyBlocks: `A post holds at most ${CONTENT_LIMITS.blocks} blocks.`,
  blockTooLong: `Maximum of ${CONTENT_LIMITS.blockChars} characters`,
  tooManyItems: `A list holds at most ${CONTENT_LIMITS.listItems} items.`,
  badSecurityLevel: 'Choose Public or Private.',
  postCreated: 'Post created successfully',
  newsletterCreated: 'Newsletter submitted successfully',
  careerTipCreated: 'Career tip shared successfully',
  updated: 'Post updated successfully',
  deleted: 'Your post has been successfully deleted.',
  createFailed: 'Could not create post',
  deleteFailed: 'Could not delete at this moment.',
  notFound: 'Post not found: it does not exist, or it is private to its group.',
  careerTipNotFound: 'Career tip not found: it does not exist, or it is private to its group.',
  groupNotFound: 'Group not found.',
  notAuthor: 'Only the author can change or delete this post.',
  cannotPost: 'Only paid members and administrators of this group can post in it.',
  onlyNewslettersEmailed: 'Only newsletters are sent by e-mail.',
  cannotEmail: "Only the group's administrators can e-mail its members.",
  noPosts: 'Recent posts are shown here.',
  maxFiles: `Maximum ${CONTENT_LIMITS.files} files`,
  notYourFile: 'Attach files you uploaded yourself.',
  noCareerTips: 'No career tips yet.',
} as const;

/**
 * Why a reader of a circle's or an event's posts has no Share Something, by where they stand with the group (the
 * server refuses their post with CONTENT_MESSAGES.cannotPost).
 */
export const GROUP_POSTING_NOTES = {
  visitor: (kind: string) => `Log in and join this ${kind} to share posts here. Private posts are for its members only.`,
  outsider: (kind: string) => `Join this ${kind} to share posts here. Private posts are for its members only.`,
  pending: (kind: string) => `You can share posts here once your request to join this ${kind} is accepted.`,
  unpaid: (kind: string) => `Only paid members can share posts in this ${kind}: complete your payment to post.`,
} as const;

/**
 * Text of a block: inline HTML as block editors write it (bold, italic, links). The server keeps only a few inline
 * tags and turns every other tag into visible text before it stores anything.
 */
const InlineText = z.string().max(CONTENT_LIMITS.blockChars, CONTENT_MESSAGES.blockTooLong);
const BlockId = z.string().trim().max(CONTENT_LIMITS.idChars).optional();

export const ParagraphBlock = z.object({ id: BlockId, type: z.literal('paragraph'), data: z.object({ text: InlineText }) });
export const HeaderBlock = z.object({
  id: BlockId,
  type: z.literal('header'),
  data: z.object({ text: InlineText, level: z.union([z.literal(2), z.literal(3), z.literal(4)]) }),
});
export const ListBlock = z.object({
  id: BlockId,
  type: z.literal('list'),
  data: z.object({
    style: z.enum(['ordered', 'unordered']),
    items: z.array(InlineText).max(CONTENT_LIMITS.listItems, CONTENT_MESSAGES.tooManyItems),
  }),
});
export const QuoteBlock = z.object({
  id: BlockId,
  type: z.literal('quote'),
  data: z.object({ text: InlineText, caption: InlineText.optional() }),
});
export const DelimiterBlock = z.object({ id: BlockId, type: z.literal('delimiter'), data: z.object({}) });

export const ContentBlock = z.discriminatedUnion('type', [ParagraphBlock, HeaderBlock, ListBlock, QuoteBlock, DelimiterBlock]);
export type ContentBlock = z.infer<typeof ContentBlock>;
export const BLOCK_TYPES = ['paragraph', 'header', 'list', 'quote', 'delimiter'] as const satisfies readonly ContentBlock['type'][];

/** The document: the blocks in order, as block editors save them (`time` and `version` are theirs, kept as sent). */
export const ContentData = z.object({
  time: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  version: z.string().max(40).optional(),
  blocks: z.array(ContentBlock).min(1, CONTENT_MESSAGES.empty).max(CONTENT_LIMITS.blocks, CONTENT_MESSAGES.tooManyBlocks),
});
export type ContentData = z.infer<typeof ContentData>;

/** Ids of files the author uploaded through /file-upload/, in the order shown; each once. */
const FileIds = z
  .array(DbId)
  .max(CONTENT_LIMITS.files, CONTENT_MESSAGES.maxFiles)
  .transform((ids) => [...new Set(ids)]);

/** Public 0 or Private 20; content is private to its group unless its author says otherwise. */
const SecurityLevel = z.union([z.literal(PRIVACY.public), z.literal(PRIVACY.private)], { error: CONTENT_MESSAGES.badSecurityLevel });

/** POST /contents/: a post or a newsletter in a group the author may post in. */
export const ContentCreateBody = z.object({
  types: z.enum(FEED_TYPES).default('post'),
  group: DbId,
  data: ContentData,
  security_level: SecurityLevel.default(PRIVACY.private),
  /** A newsletter sent to the group's members by e-mail too (the group's administrators only). */
  send_email: z.boolean().default(false),
  files: FileIds.default([]),
});
export type ContentCreateBody = z.input<typeof ContentCreateBody>;

/** PATCH /contents/{id}/ and /career-tips/{id}/: the text, its files and who may read it; the group and the kind stay. */
export const ContentPatchBody = z.object({ data: ContentData, security_level: SecurityLevel, files: FileIds }).partial();
export type ContentPatchBody = z.input<typeof ContentPatchBody>;

/** POST /career-tips/: a tip in a group the author may post in. */
export const CareerTipCreateBody = ContentCreateBody.omit({ types: true, send_email: true });
export type CareerTipCreateBody = z.input<typeof CareerTipCreateBody>;

export const PostGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  name_slug: z.string(),
  group_type: z.string(),
  image: z.string().nullable(),
});
export type PostGroup = z.infer<typeof PostGroup>;

export const PostAuthor = z.object({ id: z.number().int(), name: z.string(), name_slug: z.string(), image: z.string().nullable() });

/** A post, newsletter or career tip as its pages show it, with what the caller may do with it. */
export const Content = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** The first 100 characters of its text. */
  title: z.string(),
  /** The blocks as HTML, cleaned like the blocks themselves. */
  content: z.string(),
  data: z.object({ blocks: z.array(ContentBlock) }),
  /** The words alone, for search and previews. */
  raw_text: z.string(),
  types: z.enum(CONTENT_TYPES),
  group: z.number().int(),
  group_detail: PostGroup,
  security_level: z.union([z.literal(PRIVACY.public), z.literal(PRIVACY.private)]),
  send_email: z.boolean(),
  /** The attached files, in the author's order. */
  files: z.array(UploadedFile),
  created_by: PostAuthor.nullable(),
  created_at: z.string(),
  modified_at: z.string().nullable(),
  /** The caller wrote it, so may edit and delete it. */
  is_author: z.boolean(),
});
export type Content = z.infer<typeof Content>;

export const ContentList = paginated(Content);
export type ContentList = z.infer<typeof ContentList>;

/** 'all' is the same as leaving a filter out. */
const allMeansNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === 'all' || value === '' ? undefined : value), schema.optional());

const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
};

/** GET /contents/: posts and newsletters the caller may read, newest first; one group's, one kind. */
export const ContentListQuery = z.object({ ...pageFields, group_id: allMeansNone(DbId), types: allMeansNone(z.enum(FEED_TYPES)) });
export type ContentListQuery = z.input<typeof ContentListQuery>;

/** The career tip lists page like the posts. */
export const CareerTipListQuery = z.object(pageFields);
export type CareerTipListQuery = z.input<typeof CareerTipListQuery>;

export const ContentAnswer = z.object({ message: z.string(), content: Content });
export type ContentAnswer = z.infer<typeof ContentAnswer>;

export const ContentMessageAnswer = z.object({ message: z.string() });

/** GET /contents/postable-groups/: group_id asks about one group, in which staff may post without belonging to it. */
export const PostableGroupsQuery = z.object({ group_id: DbId.optional() });
export type PostableGroupsQuery = z.infer<typeof PostableGroupsQuery>;

/** The groups the caller may post in, and whether they may e-mail each one's members. */
export const PostableGroup = PostGroup.extend({ may_email: z.boolean() });
export type PostableGroup = z.infer<typeof PostableGroup>;
export const PostableGroupList = z.object({ data: z.array(PostableGroup) });
export type PostableGroupList = z.infer<typeof PostableGroupList>;

/** A preview cut at the shared length, at a word where one ends near it. */
export function previewOf(text: string, limit: number = CONTENT_LIMITS.previewChars): { text: string; cut: boolean } {
  if (text.length <= limit) return { text, cut: false };
  const head = text.slice(0, limit);
  const space = head.lastIndexOf(' ');
  return { text: `${(space > limit * 0.8 ? head.slice(0, space) : head).trimEnd()}…`, cut: true };
}
