import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_LEVEL_ROLES } from '@trellis/contracts';

const adminRoles = sql.raw(ADMIN_LEVEL_ROLES.map((role) => `'${role}'`).join(', '));

/**
 * Whether `viewer` (see `viewerSource`) moderates the submitted item `item` (a use_cases or ai_tools row): staff, or an
 * accepted admin or leader of the item's organization or of the top of its hierarchy. The groups the viewer runs
 * depend on the viewer alone, so PostgreSQL reads them once per statement.
 */
export const viewerAdministers = (item: SQL) => sql`(coalesce(viewer.is_staff, false)
  or ${item}.group_id in (select hg.id from groups hg
    where hg.id in (select am.group_id from memberships am
      where am.user_id = viewer.id and am.status = 'accepted' and am.role in (${adminRoles}))
    or hg.root_group_id in (select am.group_id from memberships am
      where am.user_id = viewer.id and am.status = 'accepted' and am.role in (${adminRoles}))))`;

/** Whether `viewer` may see `item` before it is approved: its author or one of its moderators. */
export const viewerModerates = (item: SQL) => sql`(${item}.created_by_id = viewer.id or ${viewerAdministers(item)})`;
