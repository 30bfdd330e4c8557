import { z } from 'zod';

/** GET /groups/metrics/: the admin dashboard's cards for the current organization. */
export const AdminMetrics = z.object({
  organization: z.object({ id: z.number().int(), name: z.string() }),
  total_members: z.number().int(),
  total_circles: z.number().int(),
  total_jobs: z.number().int(),
  total_pending_members: z.number().int(),
  total_pending_jobs: z.number().int(),
  total_pending_resources: z.number().int(),
  total_pending_ai_tools: z.number().int(),
});
export type AdminMetrics = z.infer<typeof AdminMetrics>;

export const AdminMetricsQuery = z.object({ current_org: z.coerce.number().int().positive().optional() });

/** What members add to the shared lists and staff approve: skills and topics, and institutions. */
export const SubmissionKind = z.enum(['topic', 'institution']);
export type SubmissionKind = z.infer<typeof SubmissionKind>;

/** GET /submissions/ (staff only): entries members added that only their author sees until staff decide. */
export const Submission = z.object({
  kind: SubmissionKind,
  id: z.number().int(),
  name: z.string(),
  /** For a topic: general or skill; for an institution: institution. */
  type: z.string(),
  author: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string() }),
});
export type Submission = z.infer<typeof Submission>;
export const SubmissionList = z.object({ data: z.array(Submission) });
export type SubmissionList = z.infer<typeof SubmissionList>;

/**
 * POST /submissions/{kind}/{id}/: approve shows the entry to everyone (merged into an approved entry of the same name
 * if there is one), reject removes it from the author's profile too.
 */
export const SubmissionDecision = z.object({ decision: z.enum(['approve', 'reject']) });
export type SubmissionDecision = z.infer<typeof SubmissionDecision>;
