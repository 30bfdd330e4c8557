import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { attemptLimits, signedInId } from '../auth/attempt-limits.ts';
import { removeStoredName } from '../uploads/storage.ts';
import { collectMemberData } from './collect-data.ts';
import { eraseAccount } from './delete-account.ts';
import { exportArchive } from './export-archive.ts';
import { route } from '../../http/route.ts';
import { accountEndpoints } from '@trellis/contracts/endpoints';

/** A member's own data: everything held about them as one download, and the deletion of their account. */
export const accountDataRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, sessions, files }) => {
  const limit = await attemptLimits(app, db);
  // An export reads every table and file of the member; a deletion checks a password. Both are kept to a human pace.
  const exportLimits = limit('account-export', config.auth.attemptLimit, signedInId);
  const deletionLimits = limit('account-deletion', config.auth.attemptLimit, signedInId);

  route(app, accountEndpoints.export, { onRequest: [exportLimits.perIp, requireUser, exportLimits.perAccount] }, async (request, reply) => {
    const user = signedInUser(request);
    const archive = await exportArchive(await collectMemberData(db, user.id), files);
    const day = new Date().toISOString().slice(0, 10);
    return reply.type('application/zip').header('content-disposition', `attachment; filename="trellis-data-${day}.zip"`).send(archive);
  });

  route(app, accountEndpoints.delete, { onRequest: [deletionLimits.perIp, requireUser, deletionLimits.perAccount] }, async (request) => {
    const user = signedInUser(request);
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    if (!row || !(await verifyPassword(request.body.password, row.passwordHash))) {
      throw new HttpError(400, { field_errors: { password: [MESSAGES.auth.currentPasswordWrong] } });
    }
    const storedNames = await eraseAccount(db, user.id);
    // The account is gone from the database already; sockets and files follow on every instance.
    await sessions.endAll(user.id);
    await Promise.all(storedNames.map((name) => removeStoredName(files, name)));
    return { message: MESSAGES.account.deleted };
  });
};
