import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AttemptLimit } from '../../auth/auth-settings.ts';
import type { Database } from '../../db/connection.ts';
import { attemptLimits, signedInId } from '../auth/attempt-limits.ts';

/**
 * Guards of every route through which a member adds to a shared list (skills, topics, institutions): one count per
 * client address and one per member across all those routes, kept in the database so every instance shares it.
 */
export async function submissionGuards(scope: FastifyInstance, db: Database, limit: AttemptLimit) {
  const limits = await attemptLimits(scope, db);
  const { perIp, perAccount } = limits('submissions', limit, signedInId);
  return [perIp, perAccount] as ((request: FastifyRequest) => Promise<void>)[];
}
