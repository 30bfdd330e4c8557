import { z } from 'zod';
import { LIMITS } from '@trellis/contracts/constants';
import { DbId, NamedItem, PageQuery, paginated } from './common.ts';
import { SearchText } from './groupLists.ts';

export const CONTENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A use case as the list shows it. */
export const UseCaseCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail_image: z.string().nullable(),
  topics_detailed: z.array(NamedItem),
  business_value: z.string(),
  complexity: z.string(),
  innovation_category: z.string(),
  categories: z.array(z.string()),
  vote_score: z.number().int(),
  user_vote_type: z.union([z.literal(1), z.literal(-1), z.null()]),
  status: z.enum(CONTENT_STATUSES),
  created_at: z.string(),
});
export type UseCaseCard = z.infer<typeof UseCaseCard>;

/** The use case list's filters in their default order; a site's ui.filter_order.usecases may reorder them. */
export const USE_CASE_FILTERS = [
  'search',
  'job_function',
  'professional_field',
  'business_value',
  'complexity',
  'innovation_category',
  'career_stage',
  'category',
] as const;
export type UseCaseFilter = (typeof USE_CASE_FILTERS)[number];

/** A filter by an option id; 'all' means no filter. */
const optionFilter = z
  .union([z.literal('all'), DbId])
  .transform((value) => (value === 'all' ? undefined : value))
  .optional();
/** A filter by a stored value; 'all' or nothing means no filter. */
const valueFilter = z
  .string()
  .trim()
  .max(100)
  .transform((value) => (value === '' || value === 'all' ? undefined : value))
  .optional();

/** GET /use-cases/: each filter keeps the use cases that name its value. */
export const UseCaseListQuery = PageQuery.extend({
  status: z.enum(CONTENT_STATUSES).optional(),
  job_function: optionFilter,
  professional_field: optionFilter,
  career_stage: optionFilter,
  business_value: valueFilter,
  complexity: valueFilter,
  innovation_category: valueFilter,
  category: valueFilter,
});
export type UseCaseListQuery = z.infer<typeof UseCaseListQuery>;
export const UseCaseList = paginated(UseCaseCard);
export type UseCaseList = z.infer<typeof UseCaseList>;

/** The values approved use cases hold for the filters whose values are not option lists, each sorted. */
export const UseCaseFilterValues = z.object({
  business_values: z.array(z.string()),
  complexities: z.array(z.string()),
  innovation_categories: z.array(z.string()),
});
export type UseCaseFilterValues = z.infer<typeof UseCaseFilterValues>;

/** The most categories an AI tool or a use case names. */
export const MAX_CATEGORIES = 3;
/** An AI tool's logo may weigh this much. */
export const AI_TOOL_LOGO_BYTES = 5 * 1024 * 1024;

export const AI_MESSAGES = {
  pageNotFound: 'Sorry, the page you are looking for does not exist.',
  voteFailed: 'Something went wrong',
  maxCategories: 'Maximum 3 categories',
  logoTooLarge: 'File size should be less than 5 MB',
  required: 'Required',
  unknownCategory: 'Choose a category from the list.',
  logoNotAnImage: 'The logo must be an image you uploaded.',
  groupNotAllowed: 'Choose an organization or institution you are an accepted member of.',
  invalidWebsite: 'Enter a web address starting with http:// or https://',
  submitTool: 'Submit AI Tool',
  toolSubmitted: 'Thank you for submitting an AI tool. It will be listed once approved.',
  toolPublished: 'AI tool published',
  toolUpdated: 'AI tool updated successfully',
  notAllowedToEdit: 'Only the author of an AI tool or staff may change it.',
} as const;

/** Who runs a use case or an AI tool. */
export const ContentGroup = z.object({ id: z.number().int(), name: z.string(), name_slug: z.string(), image: z.string().nullable() });
export type ContentGroup = z.infer<typeof ContentGroup>;

/** A member as the author of an item. */
export const ContentAuthor = z.object({
  id: z.number().int(),
  name: z.string(),
  name_slug: z.string().nullable(),
  image: z.string().nullable(),
});
export type ContentAuthor = z.infer<typeof ContentAuthor>;

/** A vote as stored: 1 up, -1 down, null for none. */
export const UserVote = z.union([z.literal(1), z.literal(-1), z.null()]);
export type UserVote = z.infer<typeof UserVote>;

/** An AI tool as its list and page show it, with the caller's vote and favourite. */
export const AiTool = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  website: z.string().nullable(),
  logo: z.string().nullable(),
  categories: z.array(z.string()),
  roles: z.array(z.string()),
  group: ContentGroup.nullable(),
  created_by: ContentAuthor.nullable(),
  vote_score: z.number().int(),
  user_vote_type: UserVote,
  is_bookmarked: z.boolean(),
  /** The caller is the author or staff. */
  can_edit: z.boolean(),
  status: z.enum(CONTENT_STATUSES),
  created_at: z.string(),
});
export type AiTool = z.infer<typeof AiTool>;

/** GET /ai-tools/: `categories` is a comma list of category names. */
export const AiToolListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
  search: SearchText.optional(),
  categories: z.string().trim().max(LIMITS.shortText).optional(),
});
export type AiToolListQuery = z.output<typeof AiToolListQuery>;
export const AiToolList = paginated(AiTool);
export type AiToolList = z.infer<typeof AiToolList>;

const website = z
  .string()
  .trim()
  .max(LIMITS.shortText)
  .regex(/^https?:\/\/[^\s]+$/i, AI_MESSAGES.invalidWebsite);

/** Every field the AI tool form sends. */
export const AiToolFields = z.object({
  name: z.string({ error: AI_MESSAGES.required }).trim().min(1, AI_MESSAGES.required).max(LIMITS.shortText),
  /** HTML from the editor; the server keeps only the formatting tags. */
  description: z
    .string({ error: AI_MESSAGES.required })
    .trim()
    .min(1, AI_MESSAGES.required)
    .max(LIMITS.longText * 3),
  group: DbId,
  categories: z.array(z.string().trim().min(1).max(100)).max(MAX_CATEGORIES, AI_MESSAGES.maxCategories).default([]),
  /** The id of an image the author uploaded through /file-upload/; null removes the logo. */
  logo: DbId.nullable().optional(),
  website: z.union([website, z.literal(''), z.null()]).optional(),
  roles: z.array(z.string().trim().min(1).max(100)).max(LIMITS.maxTags).optional(),
});
export const AiToolCreateBody = AiToolFields;
export type AiToolCreateBody = z.input<typeof AiToolCreateBody>;
/** PATCH /ai-tools/{id}/: any of the fields. */
export const AiToolPatchBody = AiToolFields.extend({
  categories: z.array(z.string().trim().min(1).max(100)).max(MAX_CATEGORIES, AI_MESSAGES.maxCategories),
}).partial();
export type AiToolPatchBody = z.input<typeof AiToolPatchBody>;

export const AiToolSaved = z.object({ message: z.string(), ai_tool: AiTool });
export type AiToolSaved = z.infer<typeof AiToolSaved>;

/** GET /ai-tools/group-options/: the groups a member may name as an AI tool's group. */
export const AiToolGroupOptions = z.object({ data: z.array(ContentGroup) });
export type AiToolGroupOptions = z.infer<typeof AiToolGroupOptions>;

/** The use case curation agent's grades, best first; 'reject' recommends refusing the use case. */
export const USECASE_QUALITIES = ['high', 'medium', 'low', 'reject'] as const;
export type UseCaseQuality = (typeof USECASE_QUALITIES)[number];

/**
 * Who decided a review agent's recommendation: the configured model, or the built-in rules; when a model is configured
 * and the rules decided, `model_failure` says why the model's answer was not used.
 */
export const REVIEW_ENGINES = ['model', 'rules'] as const;
export type ReviewEngine = (typeof REVIEW_ENGINES)[number];

/** Who decided a review agent's recommendation, in the words shown beside it. */
export function reviewEngineWords({ engine, model_failure: failure }: { engine: ReviewEngine; model_failure: string | null }): string {
  if (engine === 'model') return 'Decided by the configured model.';
  return failure ? `Decided by the built-in rules: the model’s answer could not be used (${failure}).` : 'Decided by the built-in rules.';
}

/** The curation agent's latest grade of a use case, with the reasons behind it and who decided it. */
export const UseCaseCuration = z.object({
  quality: z.enum(USECASE_QUALITIES),
  reasons: z.array(z.string()),
  engine: z.enum(REVIEW_ENGINES),
  model_failure: z.string().nullable(),
  last_run_at: z.string(),
});
export type UseCaseCuration = z.infer<typeof UseCaseCuration>;

/** A use case's page: the card's fields and everything the page and its side panel show. */
export const UseCaseDetail = UseCaseCard.extend({
  reason: z.string(),
  video_link: z.string().nullable(),
  document: z.string().nullable(),
  career_stages: z.array(NamedItem),
  professional_fields: z.array(NamedItem),
  job_functions: z.array(NamedItem),
  ai_tools: z.array(
    z.object({ id: z.number().int(), slug: z.string(), name: z.string(), logo: z.string().nullable(), description: z.string() }),
  ),
  group: ContentGroup.nullable(),
  created_by: z.number().int().nullable(),
  is_bookmarked: z.boolean(),
  can_edit: z.boolean(),
  /** The curation agent's grade, for the use case's moderators (staff, its organization's administrators) only. */
  agent_review: UseCaseCuration.nullable(),
});
export type UseCaseDetail = z.infer<typeof UseCaseDetail>;

export const VOTE_CONTENT_TYPES = ['usecase', 'aitool'] as const;
export type VoteContentType = (typeof VOTE_CONTENT_TYPES)[number];

/** POST /vote/: the same vote again takes it back. */
export const VoteBody = z.object({
  content_type: z.enum(VOTE_CONTENT_TYPES),
  object_id: DbId,
  vote_type: z.enum(['upvote', 'downvote']),
});
export type VoteBody = z.infer<typeof VoteBody>;
export const VoteAnswer = z.object({ total_score: z.number().int(), user_vote: UserVote });
export type VoteAnswer = z.infer<typeof VoteAnswer>;
