import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { userSubscriptions } from '../../db/schema/index.ts';

/** One-to-one chat is a subscription feature (seed 000, section 6: user_subscription.one_to_one_chat). */
export async function mayChat(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ allowed: userSubscriptions.oneToOneChat })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId));
  return row?.allowed ?? false;
}
