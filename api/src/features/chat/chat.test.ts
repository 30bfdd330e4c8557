import type { WebSocket } from '@fastify/websocket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChatMessageList,
  ChatRoom,
  ChatRoomList,
  Identity,
  PATHS,
  PersonSearchResults,
  ServerSocketEvent,
  eventsSocketPath,
} from '@trellis/shared/contracts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';

const MEMBER = 'member@trellis.test';
const ADMIN = 'admin@trellis.test';
const LEADER = 'leader@trellis.test';
const NO_CHAT = 'pending@trellis.test';

function nextChatMessage(socket: WebSocket): Promise<ServerSocketEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no chat message within 5 s')), 5000);
    const onMessage = (data: Buffer) => {
      const event = ServerSocketEvent.parse(JSON.parse(data.toString('utf8')));
      if (event.type !== 'chat_message') return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(event);
    };
    socket.on('message', onMessage);
  });
}

/** Two API instances on one database, as behind a load balancer. */
describe('one-to-one chat', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  const open: WebSocket[] = [];
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await createTestApp({}, database);
    second = await createTestApp({}, { ...database, connection: await database.openSibling() });
    for (const email of [MEMBER, ADMIN, LEADER, NO_CHAT]) {
      const response = await first.app.inject({ method: 'GET', url: api(PATHS.identity), headers: await first.authHeader(email) });
      ids[email] = Identity.parse(response.json()).id;
    }
  });
  afterAll(async () => {
    for (const socket of open) socket.terminate();
    await first.close();
    await second.close();
    await database.close();
  });

  async function connect(app: TestApp, email: string) {
    const { access } = await app.signIn(email);
    const socket = await app.app.injectWS(eventsSocketPath(access));
    open.push(socket);
    // The socket joins its user's set once the token is checked; the pong says it has.
    const pong = new Promise((resolve) => socket.once('message', resolve));
    socket.send(JSON.stringify({ type: 'ping' }));
    await pong;
    return socket;
  }
  const createRoom = async (email: string, payload: unknown) =>
    first.app.inject({ method: 'POST', url: api(PATHS.rooms), headers: await first.authHeader(email), payload: payload as object });

  it('needs a signed-in user', async () => {
    for (const url of [PATHS.rooms, PATHS.chatMessages(1), `${PATHS.search}?type=user&search=ma`]) {
      expect((await first.app.inject({ method: 'GET', url: api(url) })).statusCode).toBe(401);
    }
  });

  it('refuses a room to a member without one_to_one_chat (403)', async () => {
    const response = await createRoom(NO_CHAT, { type: 'ONE_TO_ONE', user_ids: [ids[MEMBER]] });
    expect(response.statusCode).toBe(403);
  });

  it('answers bad room input with 400 field errors', async () => {
    const missing = await createRoom(MEMBER, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().field_errors)).toEqual(expect.arrayContaining(['type', 'user_ids']));
    expect((await createRoom(MEMBER, { type: 'GROUP', user_ids: [ids[ADMIN]] })).statusCode).toBe(400);
    expect((await createRoom(MEMBER, { type: 'ONE_TO_ONE', user_ids: [] })).statusCode).toBe(400);
    expect((await createRoom(MEMBER, { type: 'ONE_TO_ONE', user_ids: [99999999999] })).statusCode).toBe(400);
    const self = await createRoom(MEMBER, { type: 'ONE_TO_ONE', user_ids: [ids[MEMBER]] });
    expect(self.statusCode).toBe(400);
    expect(self.json().field_errors.user_ids).toBeDefined();
    expect((await createRoom(MEMBER, { type: 'ONE_TO_ONE', user_ids: [2_000_000_000] })).statusCode).toBe(404);
  });

  it('creates a one-to-one room once and reuses it from either side', async () => {
    const created = await createRoom(MEMBER, { type: 'ONE_TO_ONE', user_ids: [ids[ADMIN]] });
    expect(created.statusCode).toBe(201);
    const room = ChatRoom.parse(created.json());
    expect(room).toMatchObject({ type: 'ONE_TO_ONE', name: 'Priya Natarajan', last_message: null });
    expect(room.users.map((user) => user.id).sort()).toEqual([ids[MEMBER], ids[ADMIN]].sort());

    const again = await createRoom(ADMIN, { type: 'ONE_TO_ONE', user_ids: [ids[MEMBER]] });
    expect(again.statusCode).toBe(200);
    expect(ChatRoom.parse(again.json())).toMatchObject({ id: room.id, name: 'Maya Thompson' });
  });

  it('stores a message sent on one instance and delivers it to both people on the other', async () => {
    const room = ChatRoom.parse((await createRoom(MEMBER, { type: 'ONE_TO_ONE', user_ids: [ids[ADMIN]] })).json());
    const sender = await connect(first, MEMBER);
    const senderElsewhere = await connect(second, MEMBER);
    const recipient = await connect(second, ADMIN);
    const bystander = await connect(second, LEADER);
    let leaked = false;
    bystander.on('message', () => (leaked = true));

    const arrivals = Promise.all([nextChatMessage(recipient), nextChatMessage(senderElsewhere), nextChatMessage(sender)]);
    sender.send(
      JSON.stringify({ type: 'chat_message', room: room.id, messages: [{ type: 'text', value: 'Hello Priya!\nAre you free?' }] }),
    );
    const [atRecipient, atOtherTab, atSender] = await arrivals;
    expect(atRecipient).toMatchObject({
      type: 'chat_message',
      room: room.id,
      sender: { id: ids[MEMBER], name: 'Maya Thompson', slug: 'maya-thompson', type: 'user' },
      recipient: ids[ADMIN],
      messages: [{ type: 'text', value: 'Hello Priya!\nAre you free?' }],
    });
    expect(atOtherTab).toEqual(atRecipient);
    expect(atSender).toEqual(atRecipient);
    expect(leaked).toBe(false);

    const history = ChatMessageList.parse(
      (await second.app.inject({ method: 'GET', url: api(PATHS.chatMessages(room.id)), headers: await second.authHeader(ADMIN) })).json(),
    );
    expect(history.pagination).toMatchObject({ count: 1, page: 1, page_size: 50 });
    expect(history.data[0]!.messages[0]!.value).toBe('Hello Priya!\nAre you free?');
    const rooms = ChatRoomList.parse(
      (await first.app.inject({ method: 'GET', url: api(PATHS.rooms), headers: await first.authHeader(ADMIN) })).json(),
    );
    expect(rooms.data[0]).toMatchObject({ id: room.id, last_message: { id: history.data[0]!.id } });
  });

  it('delivers a message too large for one NOTIFY by reference', async () => {
    const room = ChatRoom.parse((await createRoom(MEMBER, { type: 'ONE_TO_ONE', user_ids: [ids[ADMIN]] })).json());
    const sender = await connect(first, MEMBER);
    const recipient = await connect(second, ADMIN);
    const long = 'ü'.repeat(4000);
    const arrival = nextChatMessage(recipient);
    sender.send(
      JSON.stringify({
        type: 'chat_message',
        room: room.id,
        messages: [
          { type: 'text', value: long },
          { type: 'text', value: long },
        ],
      }),
    );
    expect(await arrival).toMatchObject({ room: room.id, messages: [{ value: long }, { value: long }] });
  });

  it('drops blank messages, rooms of others and senders without one_to_one_chat', async () => {
    const room = ChatRoom.parse((await createRoom(MEMBER, { type: 'ONE_TO_ONE', user_ids: [ids[ADMIN]] })).json());
    const count = async () =>
      ChatMessageList.parse(
        (await first.app.inject({ method: 'GET', url: api(PATHS.chatMessages(room.id)), headers: await first.authHeader(MEMBER) })).json(),
      ).pagination.count;
    const before = await count();
    const member = await connect(first, MEMBER);
    const outsider = await connect(first, LEADER);
    member.send(JSON.stringify({ type: 'chat_message', room: room.id, messages: [{ type: 'text', value: '   \n ' }] }));
    outsider.send(JSON.stringify({ type: 'chat_message', room: room.id, messages: [{ type: 'text', value: 'intruding' }] }));
    const marker = nextChatMessage(member);
    member.send(JSON.stringify({ type: 'chat_message', room: room.id, messages: [{ type: 'text', value: 'marker' }] }));
    expect(await marker).toMatchObject({ messages: [{ value: 'marker' }] });
    expect(await count()).toBe(before + 1);
  });

  it("hides another user's room (404) and checks paging input (400)", async () => {
    const room = ChatRoom.parse((await createRoom(MEMBER, { type: 'ONE_TO_ONE', user_ids: [ids[ADMIN]] })).json());
    const foreign = await first.app.inject({
      method: 'GET',
      url: api(PATHS.chatMessages(room.id)),
      headers: await first.authHeader(LEADER),
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await first.app.inject({
      method: 'GET',
      url: api(`${PATHS.chatMessages(room.id)}?page=-1&page_size=1000`),
      headers: await first.authHeader(MEMBER),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().field_errors)).toEqual(expect.arrayContaining(['page', 'page_size']));
    expect((await first.app.inject({ method: 'GET', url: api('/chats/abc/'), headers: await first.authHeader(MEMBER) })).statusCode).toBe(
      400,
    );
    const rooms = ChatRoomList.parse(
      (await first.app.inject({ method: 'GET', url: api(PATHS.rooms), headers: await first.authHeader(LEADER) })).json(),
    );
    expect(rooms.data).toEqual([]);
  });

  it('pages history newest first', async () => {
    const room = ChatRoom.parse((await createRoom(LEADER, { type: 'ONE_TO_ONE', user_ids: [ids[ADMIN]] })).json());
    const socket = await connect(first, LEADER);
    for (let index = 1; index <= 3; index += 1) {
      const arrival = nextChatMessage(socket);
      socket.send(JSON.stringify({ type: 'chat_message', room: room.id, messages: [{ type: 'text', value: `m${index}` }] }));
      await arrival;
    }
    const page = async (n: number) =>
      ChatMessageList.parse(
        (
          await first.app.inject({
            method: 'GET',
            url: api(`${PATHS.chatMessages(room.id)}?page=${n}&page_size=2`),
            headers: await first.authHeader(LEADER),
          })
        ).json(),
      );
    expect((await page(1)).data.map((m) => m.messages[0]!.value)).toEqual(['m3', 'm2']);
    expect((await page(2)).data.map((m) => m.messages[0]!.value)).toEqual(['m1']);
  });

  it('finds people by name from two characters, never the searcher', async () => {
    const search = async (query: string) =>
      first.app.inject({ method: 'GET', url: api(`${PATHS.search}?${query}`), headers: await first.authHeader(MEMBER) });
    const found = PersonSearchResults.parse((await search('type=user&search=priya')).json());
    expect(found.data).toEqual([expect.objectContaining({ id: ids[ADMIN], name: 'Priya Natarajan', name_slug: 'priya-natarajan' })]);
    const self = PersonSearchResults.parse((await search('type=user&search=maya')).json());
    expect(self.data.some((person) => person.id === ids[MEMBER])).toBe(false);
    const short = await search('type=user&search=p');
    expect(short.statusCode).toBe(400);
    expect(short.json().field_errors.search).toEqual(['Enter at least 2 characters']);
    expect((await search('type=organization&search=lumen')).statusCode).toBe(400);
  });
});
