import { z } from 'zod';
import { LIMITS } from '@trellis/contracts/constants';

/** Error body every failing call answers with. */
export const ApiErrorBody = z.object({
  message: z.string().optional(),
  detail: z.string().optional(),
  non_field_errors: z.array(z.string()).optional(),
  /** Every message per field; clients show the first one. */
  field_errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A refused file upload's one sentence, which upload clients read besides the shapes above. */
  error: z.string().optional(),
  /** The state that decided a refusal, where the client answers each differently (CareerGPS registration). */
  status: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const Pagination = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;

/** List answers read `data` and `pagination.count`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: Pagination });
}
export type Paginated<T> = { data: T[]; pagination: Pagination };

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(500).optional(),
  search: z.string().trim().max(LIMITS.shortText).optional(),
  current_org: z.coerce.number().int().optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const IdParam = z.object({ id: z.coerce.number().int().positive() });
export const SlugParam = z.object({ slug: z.string().min(1).max(200) });

/** The longest address SMTP can carry. */
export const EMAIL_MAX = 254;

/**
 * Text, an at sign, a dotted domain of non-empty labels, and no spaces. Each part stops at a character the next part
 * starts with, so a match never backtracks and costs one pass over the text.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * An e-mail field: required, at most EMAIL_MAX characters, then the pattern. The length check aborts, so no pattern
 * ever runs on a long string.
 */
export const emailField = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).max(EMAIL_MAX, { error: invalid, abort: true }).regex(EMAIL_PATTERN, invalid);

/** A token, key or code a client hands back: bounded, so an oversized one is refused before any lookup. */
export const opaqueToken = (message: string, max = 512) =>
  z.string({ error: message }).min(1, message).max(max, { error: message, abort: true });

export const NamedItem = z.object({ id: z.number().int(), name: z.string() });
export type NamedItem = z.infer<typeof NamedItem>;

/** A row id as the database stores it (32-bit serial), so an out-of-range id is a 400, not a failed query. */
export const DB_ID_MAX = 2_147_483_647;
export const DbId = z.coerce.number().int().positive().max(DB_ID_MAX);

/** The answer of a call that answers nothing (204). */
export const NoContent = z.null();

/** The organization a signed-in read is about, when the member belongs to several. */
export const CurrentOrgQuery = z.object({ current_org: DbId.optional() });

/** A path's `:id` that is a row id. */
export const DbIdParam = z.object({ id: DbId });
