import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_SEARCH_PAGE_SIZE } from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { requireUser, sessionEnded, signedInAccess, signedInUser } from '../../auth/request-user.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError, forbidden, notFound } from '../../http/errors.ts';
import { mayChat } from './chat-access.ts';
import { searchPeople } from './person-search.ts';
import { searchGroups } from '../group-search/group-search.ts';
import { loadMessage, messagePage, storeMessage } from './messages.ts';
import { isRoomMember, roomMemberIds } from './room-members.ts';
import { markRead } from './read-marks.ts';
import { listRooms, oneToOneRoom, roomsOfSession } from './rooms.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { chatEndpoints } from '@trellis/contracts/endpoints';

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

  route(app, chatEndpoints.rooms, { config: { sessionInQuery: true } }, async (request) => {
    const [row] = await roomsOfSession(db).execute(signedInAccess(request));
    if (!row) throw sessionEnded();
    return { data: row.rooms };
  });

  route(app, chatEndpoints.openRoom, {}, async (request, reply) => {
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
    reply.code(created ? 201 : 200);
    return room!;
  });

  route(app, chatEndpoints.messages, { config: { sessionInQuery: true } }, async (request) => {
    const window = pageWindow(request.query, PAGE_SIZES.chatMessages);
    const [row] = await messagePage(db).execute({
      ...signedInAccess(request),
      roomId: request.params.id,
      limit: window.limit,
      offset: window.offset,
    });
    if (!row) throw sessionEnded();
    // Someone else's room answers as if it did not exist, so room ids reveal nothing.
    if (!row.isMember) throw notFound();
    return pageAnswer(row.data, row.count, window);
  });

  route(app, chatEndpoints.markRead, {}, async (request) => {
    const user = signedInUser(request);
    const room = request.params.id;
    const moved = await markRead(db, room, user.id, request.body.up_to);
    if (moved) {
      const read = { room, user: user.id, up_to: moved.upTo, unread_count: moved.unreadCount };
      const members = await roomMemberIds(db, room);
      await Promise.all(members.map((member) => realtime.publish(member, { ...read, type: 'chat_read' as const })));
      return read;
    }
    // Someone else's room answers as if it did not exist, so room ids reveal nothing.
    if (!(await isRoomMember(db, room, user.id))) throw notFound();
    const [current] = await listRooms(db, user.id, room);
    return { room, user: user.id, up_to: current?.read_up_to ?? 0, unread_count: current?.unread_count ?? 0 };
  });

  route(app, chatEndpoints.search, { config: { sessionInQuery: true } }, async (request) => {
    const query = request.query;
    if (query.type !== 'user') {
      const window = pageWindow(query, ENTITY_SEARCH_PAGE_SIZE);
      const found = await searchGroups(db, signedInAccess(request), query, window);
      if (!found) throw sessionEnded();
      return pageAnswer(found.data, found.count, window);
    }
    const window = pageWindow(query, PAGE_SIZES.chatPeopleSearch);
    const [row] = await searchPeople(db, {
      ...signedInAccess(request),
      search: query.search.toLowerCase(),
      limit: window.limit,
      offset: window.offset,
    });
    if (!row) throw sessionEnded();
    return pageAnswer(row.data, row.count, window);
  });
};
