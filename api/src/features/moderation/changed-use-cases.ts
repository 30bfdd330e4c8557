import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { MODERATION_MESSAGES, QUALITY_LABELS, type UseCaseQuality } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { groups, useCaseReviews, useCases, users } from '../../db/schema/index.ts';
import { groupAdminIds } from '../groups-membership/group-access.ts';
import type { Notify } from '../notifications/notify.ts';
import { organizationOf } from './audit-log.ts';

/** The grades that ask a moderator to look at a change again. */
const NEEDS_A_LOOK: UseCaseQuality[] = ['reject', 'low'];

/**
 * Tells the moderators of each approved use case among `useCaseIds` that its author changed, when the curation agent's
 * grade of the change is reject or low: staff and the administrators of the use case's organization, the author
 * excepted. Called after the grading run the change started, so each change is told once.
 */
export async function tellModeratorsOfRegradedChanges(db: Database, notify: Notify, useCaseIds: readonly number[]) {
  if (useCaseIds.length === 0) return 0;
  const changed = await db
    .select({
      id: useCases.id,
      slug: useCases.slug,
      title: useCases.title,
      authorId: useCases.createdById,
      quality: useCaseReviews.quality,
      group: { id: groups.id, rootGroupId: groups.rootGroupId },
    })
    .from(useCases)
    .innerJoin(useCaseReviews, eq(useCaseReviews.useCaseId, useCases.id))
    .leftJoin(groups, eq(groups.id, useCases.groupId))
    .where(
      and(
        inArray(useCases.id, [...useCaseIds]),
        eq(useCases.status, 'approved'),
        isNotNull(useCases.changedSinceApprovalAt),
        gte(useCaseReviews.ranAt, useCases.changedSinceApprovalAt),
        inArray(useCaseReviews.quality, NEEDS_A_LOOK),
      ),
    );
  if (changed.length === 0) return 0;
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isStaff, true), eq(users.isActive, true)));
  for (const useCase of changed) {
    const admins = useCase.group ? await groupAdminIds(db, organizationOf(useCase.group)) : [];
    const moderators = new Set([...staff.map((row) => row.id), ...admins]);
    if (useCase.authorId !== null) moderators.delete(useCase.authorId);
    for (const moderator of moderators) {
      await notify(moderator, {
        type: 'use_case',
        notificationType: 'use_case_changed',
        message: MODERATION_MESSAGES.changedRegraded(useCase.title, QUALITY_LABELS[useCase.quality]),
        data: { name_slug: useCase.slug, group_type: 'use_case', name: useCase.title },
      });
    }
  }
  return changed.length;
}
