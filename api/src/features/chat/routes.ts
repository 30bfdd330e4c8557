import { and, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBody,
  ChatMessageList,
  ChatRoom,
  ChatRoomList,
  CreateRoomBody,
  DbId,
  PATHS,
  PersonSearchQuery,
  PersonSearchResults,
  ROUTES,
} from '@trellis/shared/contracts';
import { PAGE_SIZES } from '@trellis/shared/constants';
import { MESSAGES } from '@trellis/shared/messages';
import type { AppContext } from '../../app-context.ts';
import { requireUser, signedInUser } from '../../auth/request-user.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { HttpError, forbidden, notFound } from '../../http/errors.ts';
import { likePattern } from '../../text/like-pattern.ts';
import { mayChat } from './chat-access.ts';
import { loadMessage, pageOfMessages, storeMessage } from './messages.ts';
import { chatUserColumns, toChatUser } from './people.ts';
import { isRoomMember } from './room-members.ts';
import { listRooms, oneToOneRoom } from './rooms.ts';

const tags = ['chat'];
const MessagesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.chatMessages),
  current_org: z.coerce.number().int().optional(),
});

export const chatRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, realtime }) => {
  app.addHook('onRequest', requireUser);

  realtime.storeOf('chat_message', async (id) => {
    const message = await loadMessage(db, id);
    return message && { ...message, type: 'chat_message' };
  });

  realtime.onMessage('chat_message', async (user, { client_id, room, messages }, reply) => {
    const refuse = (message: string) => reply({ type: 'chat_error', client_id, room, message });
    try {
      if (!(await mayChat(db, user.id))) return refuse(MESSAGES.chat.needsMembership);
      // Someone else's room is refused in the words of an unknown one, as over HTTP, so room ids reveal nothing.
      if (!(await isRoomMember(db, room, user.id))) return refuse(MESSAGES.http.notFound);
      const stored = await storeMessage(db, room, user.id, client_id, messages);
      // A resend only needs to reach the sender, whose copy is still waiting; the other person already has it.
      const to = stored.resent ? [user.id] : stored.members;
      await Promise.all(to.map((member) => realtime.publish(member, { ...stored.message, type: 'chat_message' })));
    } catch (error) {
      refuse(MESSAGES.http.server);
      throw error;
    }
  });

  app.get(
    PATHS.rooms,
    {
      schema: {
        tags,
        summary: "The signed-in user's chat rooms, most recently active first",
        response: { 200: ChatRoomList, 401: ApiErrorBody },
      },
    },
    async (request) => ({ data: await listRooms(db, signedInUser(request).id) }),
  );

  app.post(
    PATHS.rooms,
    {
      schema: {
        tags,
        summary: 'The one-to-one room with another member, reused when it exists; needs one_to_one_chat',
        body: CreateRoomBody,
        response: { 200: ChatRoom, 201: ChatRoom, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const [otherId] = request.body.user_ids;
      if (otherId === user.id) throw new HttpError(400, { field_errors: { user_ids: ['You cannot chat with yourself'] } });
      if (!(await mayChat(db, user.id))) throw forbidden();
      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, otherId!), eq(users.isActive, true)));
      if (!other) throw notFound();
      const { id, created } = await oneToOneRoom(db, user.id, other.id);
      const [room] = await listRooms(db, user.id, id);
      return reply.code(created ? 201 : 200).send(room!);
    },
  );

  app.get(
    ROUTES.chatMessages,
    {
      schema: {
        tags,
        summary: 'Messages of a room the user is in, newest first: page 1 is the latest, later pages older history',
        params: z.object({ id: DbId }),
        querystring: MessagesQuery,
        response: { 200: ChatMessageList, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      // Someone else's room answers as if it did not exist, so room ids reveal nothing.
      if (!(await isRoomMember(db, request.params.id, user.id))) throw notFound();
      return pageOfMessages(db, request.params.id, request.query.page, request.query.page_size);
    },
  );

  app.get(
    PATHS.search,
    {
      schema: {
        tags,
        summary: 'People search for starting a chat (type=user, at least 2 characters)',
        querystring: PersonSearchQuery,
        response: { 200: PersonSearchResults, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { search, page, page_size: pageSize } = request.query;
      const pattern = likePattern(search);
      const where = and(
        ne(users.id, user.id),
        eq(users.isActive, true),
        or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(profiles.nameSlug, pattern)),
      );
      const [total] = await db.select({ value: count() }).from(users).innerJoin(profiles, eq(profiles.userId, users.id)).where(where);
      const rows = await db
        .select({ ...chatUserColumns, headline: profiles.shortBio })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(where)
        .orderBy(users.firstName, users.lastName, users.id)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return {
        data: rows.map((row) => ({ ...toChatUser(row), headline: row.headline })),
        pagination: { count: total?.value ?? 0, page, page_size: pageSize },
      };
    },
  );
};
