import { z } from 'zod';
import { LIMITS } from '@trellis/contracts/constants';
import { CIRCLE_LIFECYCLES } from './circleLifecycle.ts';
import { DbId, NamedItem, paginated } from './common.ts';
import { GroupBrief, PROGRAM_TERMS } from './groupDetail.ts';

export const EVENT_TYPES = ['conference', 'workshop', 'seminar', 'talk', 'other'] as const;
export const SEARCH_TOO_SHORT = `Enter at least ${LIMITS.searchMinChars} characters to search.`;

/** Search text: trimmed, bounded, at least two characters once trimmed; blank means no search. */
export const SearchText = z
  .string()
  .trim()
  .max(LIMITS.shortText)
  .refine((text) => text.length === 0 || text.length >= LIMITS.searchMinChars, SEARCH_TOO_SHORT)
  .transform((text) => text || undefined);

const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

const ListPage = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
  search: SearchText.optional(),
  parent_group: DbId.optional(),
  country: z.string().trim().min(1).max(100).optional(),
  topic: DbId.optional(),
});

/** GET /circles/ */
export const CircleListQuery = ListPage.extend({ is_paid: flag });
export type CircleListQuery = z.infer<typeof CircleListQuery>;

/** GET /events/ */
export const EventListQuery = ListPage.extend({
  event_type: z.enum(EVENT_TYPES).optional(),
  /** Upcoming: not ended yet; past: ended. */
  when: z.enum(['upcoming', 'past']).optional(),
});
export type EventListQuery = z.infer<typeof EventListQuery>;

/** GET /users/{id}/circles/ */
export const UserCirclesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});
export type UserCirclesQuery = z.infer<typeof UserCirclesQuery>;

/** A circle or an event as its list shows it. */
export const ProgramCard = z.object({
  id: z.number().int(),
  name: z.string(),
  name_slug: z.string(),
  group_type: z.enum(['circle', 'event']),
  logo: z.string().nullable(),
  cover_image: z.string().nullable(),
  description: z.string(),
  country: z.string().nullable(),
  topics_detailed: z.array(NamedItem),
  parent_group: GroupBrief.nullable(),
  total_members: z.number().int(),
  maximum_size: z.number().int().nullable(),
  ...PROGRAM_TERMS,
  is_external: z.boolean(),
  external_link: z.string().nullable(),
  lifecycle: z.enum(CIRCLE_LIFECYCLES),
});
export type ProgramCard = z.infer<typeof ProgramCard>;

export const ProgramList = paginated(ProgramCard);
export type ProgramList = z.infer<typeof ProgramList>;
