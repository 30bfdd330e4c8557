import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { userSubscriptions } from '../../db/schema/index.ts';

/** One-to-one chat is a subscription feature. */
export async function mayChat(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ allowed: userSubscriptions.oneToOneChat })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId));
  return row?.allowed ?? false;
}
