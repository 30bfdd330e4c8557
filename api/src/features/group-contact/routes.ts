import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_CONTACT_MESSAGES } from '@trellis/contracts';
import { groupContactEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { linkOrigin } from '../../auth/link-origin.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { attemptLimits, signedInId } from '../auth/attempt-limits.ts';
import { compose } from '../auth/auth-mails.ts';
import { groupAdminIds, loadGroup } from '../groups-membership/group-access.ts';
import { displayName } from '../groups-membership/membership-notices.ts';

const text = GROUP_CONTACT_MESSAGES;

/** Each message mails every organizer of a group, so a member may send a few an hour and an address a few dozen. */
export const CONTACT_LIMIT_WINDOW = { perIp: 30, perAccount: 5, windowMs: 60 * 60 * 1000 };

/** Circles and events have pages of their own; organizations and institutions share /org. */
const pagePrefix = (groupType: string) => (groupType === 'circle' || groupType === 'event' ? groupType : 'org');

/** Members write to a group's organizers through the mailer; the organizers reply to the member's own address. */
export const groupContactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, mailer }) => {
  const limits = await attemptLimits(app, db);
  const { perIp, perAccount } = limits('group-contact', CONTACT_LIMIT_WINDOW, signedInId);

  route(app, groupContactEndpoints.contact, { onRequest: requireUser, preHandler: [perIp, perAccount] }, async (request) => {
    const user = signedInUser(request);
    const { group_id: groupId, subject, message } = request.body;
    const group = await loadGroup(db, groupId, user.id);
    const organizerIds = await groupAdminIds(db, group.id);
    if (organizerIds.includes(user.id)) throw new HttpError(400, { non_field_errors: [text.ownGroup] });
    if (!organizerIds.length) throw new HttpError(400, { non_field_errors: [text.noOrganizers] });

    const organizers = await db.select({ email: users.email }).from(users).where(inArray(users.id, organizerIds));
    const [sender] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    const who = await displayName(db, user.id);
    const { origin, brand } = await linkOrigin(db, request, config.auth);
    const page = `${origin}/${pagePrefix(group.groupType)}/${group.nameSlug}`;
    for (const organizer of organizers) {
      await mailer.send(
        compose(organizer.email, brand, `[${group.name}] ${subject}`, [
          { text: `${who} (${sender!.email}) wrote to the organizers of ${group.name}:` },
          { text: message },
          { text: `Reply to ${sender!.email} to answer them. The group's page:`, link: page },
        ]),
      );
    }
    return { message: text.sent };
  });
};
