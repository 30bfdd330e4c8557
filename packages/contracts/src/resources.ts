import { z } from 'zod';
import { LIMITS } from '@trellis/contracts/constants';
import { DB_ID_MAX, DbId, NamedItem, paginated } from './common.ts';
import { UploadedFile } from './profile.ts';

/** Privacy of a resource: public (0) for anyone, private (20) for the group's members. */
export const RESOURCE_SECURITY_LEVELS = { public: 0, private: 20 } as const;
export const RESOURCE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];

/** Premium resources' files open from this membership tier up, the first plan that includes them. */
export const PREMIUM_RESOURCES_TIER = 2;

/**
 * The topic areas a resource is filed under, each with the career stages (ids of the options config's list) it
 * speaks to: the contribute form offers only the chosen area's stages, and the server holds a resource to them.
 */
export const RESOURCE_TOPIC_AREAS = [
  { id: 1, name: 'Career Readiness', career_stages: [1, 2, 3, 4, 9] },
  { id: 2, name: 'Professional Growth', career_stages: [4, 5, 6, 9] },
  { id: 3, name: 'Leadership and Management', career_stages: [5, 6, 7, 8] },
  { id: 4, name: 'AI and Technology', career_stages: [2, 3, 4, 5, 6, 7] },
  { id: 5, name: 'Entrepreneurship', career_stages: [5, 6, 7, 8] },
  { id: 6, name: 'Mentorship and Giving Back', career_stages: [7, 8, 10] },
] as const;
export type ResourceTopicArea = (typeof RESOURCE_TOPIC_AREAS)[number];

export const topicAreaOf = (id: number | null | undefined) => RESOURCE_TOPIC_AREAS.find((area) => area.id === id);

export const RESOURCE_MESSAGES = {
  required: 'Required',
  maxFiles: `Maximum ${LIMITS.maxTags} files`,
  maxTopics: `Maximum ${LIMITS.maxTags} topics`,
  oneThumbnail: 'Only 1 thumbnail image',
  maxChars: `Maximum of ${LIMITS.longText} characters`,
  stageNotInArea: 'Choose career stages of the chosen topic area.',
  notFound: 'Resource not found: The resource you are looking for does not exist or the path is incorrect.',
  notAuthor: 'Only the author of this resource can edit it.',
  groupNotJoined: 'You can contribute resources only to a group you belong to.',
  notYourFile: 'Attach files you uploaded yourself.',
  thumbnailNotImage: 'The thumbnail must be an image.',
  notReviewer: 'Only a certified administrator of the organization can approve or reject this resource.',
  alreadyApproved: 'This resource is approved already.',
  contributed: 'Resource submitted successfully. It will be shown once an administrator approves it.',
  published: 'Resource published successfully',
  updated: 'Resource updated successfully',
  approved: 'Resource approved successfully',
  rejected: 'Resource rejected successfully',
  actionFailed: (action: string) => `Failed to ${action} resource`,
  noResources: 'No resources found',
  filesLocked: 'The files of this premium resource open with a membership plan that includes premium resources.',
} as const;

const idList = (max: number, maxMessage: string) => z.array(DbId).max(max, maxMessage);
/** A choice the form requires: left empty (0 or nothing) it reads 'Required'. */
const requiredId = z.coerce
  .number({ error: RESOURCE_MESSAGES.required })
  .int(RESOURCE_MESSAGES.required)
  .positive(RESOURCE_MESSAGES.required)
  .max(DB_ID_MAX);

/** Every field of the Contribute a Resource and Edit Resource forms; the rules across fields are in ResourceValid. */
export const ResourceFields = z.object({
  title: z.string({ error: RESOURCE_MESSAGES.required }).trim().min(1, RESOURCE_MESSAGES.required).max(LIMITS.shortText),
  content: z.string().trim().max(LIMITS.longText, RESOURCE_MESSAGES.maxChars).optional(),
  /** A link to the resource elsewhere; such a resource is external. */
  source: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Enter a link starting with http:// or https://' }).max(500)])
    .optional(),
  security_level: z.union([z.literal(RESOURCE_SECURITY_LEVELS.public), z.literal(RESOURCE_SECURITY_LEVELS.private)]).optional(),
  publish_to_khub: z.boolean().optional(),
  is_premium: z.boolean().optional(),
  /** Ids of files the author uploaded through /file-upload/, in the order shown. */
  files: idList(LIMITS.maxTags, RESOURCE_MESSAGES.maxFiles).optional(),
  /** The id of an uploaded image; one at most. */
  thumbnail_image: DbId.nullable().optional(),
  topics: idList(LIMITS.maxTags, RESOURCE_MESSAGES.maxTopics).min(1, RESOURCE_MESSAGES.required),
  topic_area: requiredId.refine((id) => topicAreaOf(id) !== undefined, 'Choose a topic area from the list.'),
  career_stages: z.array(z.number().int().min(0).max(100)).min(1, RESOURCE_MESSAGES.required).max(20),
  /** The group the resource belongs to: one the author is an accepted member of. */
  group: requiredId,
});

type ResourceValues = z.output<typeof ResourceFields>;

/** The career stages must be the chosen topic area's. */
export function checkResource(resource: Pick<ResourceValues, 'topic_area' | 'career_stages'>, ctx: z.RefinementCtx) {
  const area = topicAreaOf(resource.topic_area);
  if (!area) return;
  const allowed: readonly number[] = area.career_stages;
  if (resource.career_stages.some((stage) => !allowed.includes(stage))) {
    ctx.addIssue({ code: 'custom', path: ['career_stages'], message: RESOURCE_MESSAGES.stageNotInArea });
  }
}

/**
 * A resource after its cross-field rules: publish_to_khub and is_premium hold only for a public resource and are
 * cleared otherwise, lists lose repeats, and a link makes it external.
 */
export const ResourceValid = ResourceFields.superRefine(checkResource).transform((resource) => {
  const isPublic = (resource.security_level ?? RESOURCE_SECURITY_LEVELS.public) === RESOURCE_SECURITY_LEVELS.public;
  return {
    ...resource,
    content: resource.content ?? '',
    source: resource.source || null,
    security_level: isPublic ? RESOURCE_SECURITY_LEVELS.public : RESOURCE_SECURITY_LEVELS.private,
    publish_to_khub: isPublic && (resource.publish_to_khub ?? false),
    is_premium: isPublic && (resource.is_premium ?? false),
    files: [...new Set(resource.files ?? [])],
    thumbnail_image: resource.thumbnail_image ?? null,
    topics: [...new Set(resource.topics)],
    career_stages: [...new Set(resource.career_stages)],
  };
});
export type ResourceValid = z.output<typeof ResourceValid>;

/** POST /resources/. */
export const ResourceCreateBody = ResourceValid;
export type ResourceCreateBody = z.input<typeof ResourceFields>;

/** The Edit Resource form's whole resource, checked before it is sent: its group stays. */
export const ResourceEditValid = ResourceFields.omit({ group: true }).superRefine(checkResource);

/** PATCH /resources/{id}/: any fields but the group; the merged resource must still keep the rules. */
export const ResourcePatchBody = ResourceFields.omit({ group: true }).partial();
export type ResourcePatchBody = z.input<typeof ResourcePatchBody>;

export const ResourceReviewBody = z.object({ action: z.enum(['approve', 'reject']) });
export type ResourceReviewBody = z.infer<typeof ResourceReviewBody>;

export const ResourceGroup = z.object({ id: z.number().int(), name: z.string(), name_slug: z.string(), group_type: z.string() });

/** A resource as its page and the group's tab show it, with what the caller may do. */
export const Resource = z.object({
  id: z.number().int(),
  title: z.string(),
  title_slug: z.string(),
  content: z.string(),
  source: z.string().nullable(),
  sub_type: z.string().nullable(),
  group: z.number().int().nullable(),
  group_detail: ResourceGroup.nullable(),
  security_level: z.number().int(),
  publish_to_khub: z.boolean(),
  is_premium: z.boolean(),
  status: z.enum(RESOURCE_STATUSES),
  /** The attachments; empty while they are locked. */
  files: z.array(UploadedFile),
  /** How many attachments the resource has, locked or not. */
  file_count: z.number().int(),
  /** A premium resource's files stay closed to a caller whose plan does not include them, unless they wrote it. */
  files_locked: z.boolean(),
  thumbnail_image: z.string().nullable(),
  topics: z.array(z.number().int()),
  topics_detailed: z.array(NamedItem),
  topic_area: z.number().int().nullable(),
  career_stages: z.array(z.number().int()),
  created_by: z.object({ id: z.number().int(), name: z.string(), name_slug: z.string().nullable() }).nullable(),
  created_at: z.string(),
  last_edited_at: z.string().nullable(),
  is_author: z.boolean(),
  /** The caller may approve or reject it: a certified administrator of its organization, while it is not approved. */
  can_review: z.boolean(),
});
export type Resource = z.infer<typeof Resource>;

export const ResourceList = paginated(Resource);
export type ResourceList = z.infer<typeof ResourceList>;

/** GET /resources/: one group's resources, 12 a page. */
export const ResourceListQuery = z.object({
  group_id: DbId,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ResourceAnswer = z.object({ message: z.string(), resource: Resource });
export type ResourceAnswer = z.infer<typeof ResourceAnswer>;

/** The groups a member may contribute a resource to: those they belong to. */
export const ContributableGroups = z.object({ data: z.array(ResourceGroup) });
