import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVITATION_MESSAGES, type InviteAnswer } from '@trellis/contracts';
import { invitationEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { linkOrigin } from '../../auth/link-origin.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { invitations, memberships, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { attemptLimits, signedInId } from '../auth/attempt-limits.ts';
import { compose } from '../auth/auth-mails.ts';
import { loadGroup } from '../groups-membership/group-access.ts';
import { displayName, tell } from '../groups-membership/membership-notices.ts';
import { invitationFor, invite, membersAmong, toInvitation, type Invitee } from './invitation-store.ts';

const text = INVITATION_MESSAGES;

/** Every invitation sends mail and a notification, so a member's invitations are counted. */
export const INVITE_LIMIT_WINDOW = { perIp: 200, perAccount: 30, windowMs: 10 * 60 * 1000 };

type Outcome = InviteAnswer['results'][number];

/** Invitations to a group by member or e-mail, each mailed with its link, and the invitee's answer. */
export const invitationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, mailer, notify }) => {
  app.addHook('onRequest', requireUser);
  const limits = await attemptLimits(app, db);
  const { perIp, perAccount } = limits('invitations', INVITE_LIMIT_WINDOW, signedInId);

  route(app, invitationEndpoints.invite, { preHandler: [perIp, perAccount] }, async (request) => {
    const user = signedInUser(request);
    const { object_id: groupId, users: userIds, emails } = request.body;
    const group = await loadGroup(db, groupId, user.id);
    const [own] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.groupId, group.id), eq(memberships.userId, user.id), eq(memberships.status, 'accepted')));
    if (!own && !user.isStaff) throw new HttpError(403, { detail: text.notAllowed });
    if (group.groupType === 'circle' && group.endDate && group.endDate.getTime() < Date.now())
      throw new HttpError(400, { non_field_errors: [text.ended] });

    // Addresses members hold invite those members; the rest invite the address.
    const known = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.isActive, true), isNull(users.deletedAt), inArray(users.id, userIds.length ? userIds : [0])));
    const byEmail = emails.length
      ? await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(and(eq(users.isActive, true), isNull(users.deletedAt), inArray(users.email, emails)))
      : [];
    const emailOwner = new Map(byEmail.map((row) => [row.email, row.id]));
    const addressOf = new Map([...known, ...byEmail].map((row) => [row.id, row.email]));
    const members = await membersAmong(db, group.id, [...addressOf.keys()]);
    const { origin, brand } = await linkOrigin(db, request, config.auth);
    const who = await displayName(db, user.id);

    const results: Outcome[] = [];
    const send = async (invitee: Invitee, to: string, reported: Omit<Outcome, 'outcome'>) => {
      if (invitee.userId !== null && members.has(invitee.userId)) return results.push({ ...reported, outcome: 'already_member' });
      const row = await invite(db, group.id, user.id, invitee);
      if (!row) return results.push({ ...reported, outcome: 'already_invited' });
      const link = `${origin}/invitation/${row.key}`;
      await mailer.send(
        compose(to, brand, `${who} invited you to join ${group.name}`, [
          { text: `${who} invited you to join the ${group.groupType} ${group.name} on ${brand}.` },
          { text: 'Open the invitation to accept or decline it:', link },
        ]),
      );
      if (invitee.userId !== null) {
        await notify(invitee.userId, {
          type: 'invitation',
          notificationType: 'invited',
          message: `${who} invited you to join ${group.name}`,
          data: { invitation_key: row.key, name_slug: group.nameSlug, group_type: group.groupType, name: group.name, image: group.logo },
        });
      }
      return results.push({ ...reported, outcome: 'invited' });
    };

    for (const id of new Set(userIds)) {
      const email = addressOf.get(id);
      if (!email || !known.some((row) => row.id === id)) results.push({ email: null, user: id, outcome: 'unknown_user' });
      else await send({ userId: id, email: null }, email, { email: null, user: id });
    }
    for (const email of emails) {
      const owner = emailOwner.get(email) ?? null;
      await send(owner !== null ? { userId: owner, email: null } : { userId: null, email }, email, { email, user: owner });
    }
    return { message: text.sent, type: 'group' as const, results };
  });

  route(app, invitationEndpoints.detail, {}, async (request) =>
    toInvitation(await invitationFor(db, request.params.key, signedInUser(request))),
  );

  route(app, invitationEndpoints.answer, {}, async (request) => {
    const user = signedInUser(request);
    const found = await invitationFor(db, request.params.key, user);
    if (found.invitation.status !== 'pending') throw new HttpError(400, { non_field_errors: [text.alreadyAnswered] });
    const { action } = request.body;
    const group = await loadGroup(db, found.group.id, user.id);
    await db.transaction(async (tx) => {
      const [answered] = await tx
        .update(invitations)
        .set({ status: action === 'accept' ? 'accepted' : 'rejected', respondedAt: new Date(), inviteeId: user.id })
        .where(and(eq(invitations.id, found.invitation.id), eq(invitations.status, 'pending')))
        .returning({ id: invitations.id });
      if (!answered) throw new HttpError(400, { non_field_errors: [text.alreadyAnswered] });
      if (action !== 'accept') return;
      // An invitation lets the invitee in: whatever request or refusal they had becomes an accepted membership.
      await tx
        .insert(memberships)
        .values({
          userId: user.id,
          groupId: group.id,
          role: group.groupType === 'event' ? 'attendee' : 'member',
          status: 'accepted',
          joinedAt: new Date(),
        })
        .onConflictDoUpdate({
          target: [memberships.userId, memberships.groupId],
          set: { status: 'accepted', membershipType: 'member', joinedAt: new Date(), reason: null, waitListed: false },
        });
    });
    if (found.invitation.inviterId !== null) {
      const who = await displayName(db, user.id);
      const verb = action === 'accept' ? 'accepted' : 'declined';
      await tell(notify, [found.invitation.inviterId], group, `invitation_${verb}`, `${who} ${verb} your invitation to join ${group.name}`);
    }
    return { message: text.responded(action), invitation: toInvitation(await invitationFor(db, request.params.key, user)) };
  });
};
