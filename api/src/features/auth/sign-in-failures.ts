import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { signInFailures } from '../../db/schema/index.ts';

/** Failed sign-ins of an e-mail within a window, counted in the database so that every instance sees them all. */
export function signInFailureLog(db: Database, windowMs: number) {
  return {
    async recent(email: string): Promise<number> {
      const since = new Date(Date.now() - windowMs);
      const [row] = await db
        .select({ failures: count() })
        .from(signInFailures)
        .where(and(eq(signInFailures.email, email), gt(signInFailures.failedAt, since)));
      return row?.failures ?? 0;
    },
    async record(email: string) {
      await db.insert(signInFailures).values({ email });
    },
    /** A right password ends the streak: the owner's own earlier typos do not count against them later. */
    async clear(email: string) {
      await db.delete(signInFailures).where(eq(signInFailures.email, email));
    },
  };
}
