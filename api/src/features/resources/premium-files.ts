import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { hasPremiumPlan } from './resource-json.ts';

/**
 * Whether a stored file is attached to a premium resource and, if so, whether `userId` may open it now: their account
 * is active and they wrote such a resource or their plan includes premium resources. Asked on every download, so a plan that
 * ended or an address passed on opens nothing.
 */
export async function premiumFileAccess(db: Database, name: string, userId: number | null) {
  const user = sql`${userId ?? 0}::int`;
  const [row] = await rawRows<{ premium: boolean; allowed: boolean }>(
    db,
    sql`select count(*) > 0 as premium,
        exists (select 1 from users u where u.id = ${user} and u.is_active)
          and (coalesce(bool_or(r.created_by_id = ${user}), false) or ${hasPremiumPlan(user)}) as allowed
      from resources r join uploaded_files f on f.id = any(r.files)
      where f.path = ${name} and r.is_premium`,
  );
  return { premium: row?.premium ?? false, allowed: row?.allowed ?? false };
}
