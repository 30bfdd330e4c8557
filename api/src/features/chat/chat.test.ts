import type { WebSocket } from '@fastify/websocket';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CHAT_TEXT_MAX,
  ChatMessageList,
  ChatRoom,
  ChatRoomList,
  Identity,
  PATHS,
  ServerSocketEvent,
  type ChatRefusal,
} from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { chatMessages, chatRoomMembers, chatRooms } from '../../db/schema/index.ts';
import { api, type TestApp } from '../../test-support/test-app.ts';
import { twoInstances, type TwoInstances } from '../../test-support/two-instances.ts';
import { chatFrame, nextChatMessage, nextReadMark, nextRefusal } from './chat-socket-frames.ts';

const MEMBER = 'member@trellis.test';
const ADMIN = 'admin@trellis.test';
const LEADER = 'leader@trellis.test';
const NO_CHAT = 'pending@trellis.test';
const STAFF = 'staff@trellis.test';

describe('one-to-one chat', () => {
  let both: TwoInstances;
  let first: TestApp;
  let second: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    both = await twoInstances();
    ({ first, second } = both);
    for (const email of [MEMBER, ADMIN, LEADER, NO_CHAT, STAFF]) {
      const response = await first.inject({ method: 'GET', url: api(PATHS.identity), headers: await first.authHeader(email) });
      ids[email] = Identity.parse(response.json()).id;
    }
  });
  afterAll(() => both.close());

  // Each test closes the sockets it opened, so no member reaches the limit of open sockets in a later test.
  const opened: WebSocket[] = [];
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close();
  });

  async function connect(app: TestApp, email: string) {
    const socket = await both.openSocket(app, email);
    opened.push(socket);
    // The socket joins its user's set once the token is checked; the pong says it has.
    const pong = new Promise((resolve) => socket.once('message', resolve));
    socket.send(JSON.stringify({ type: 'ping' }));
    await pong;
    return socket;
  }
  const createRoom = async (email: string, payload: unknown) =>
    first.inject({ method: 'POST', url: api(PATHS.rooms), headers: await first.authHeader(email), payload: payload as object });

  it('needs a signed-in user', async () => {
    for (const url of [PATHS.rooms, PATHS.chatMessages(1), `${PATHS.search}?type=user&search=ma`]) {
      expect((await first.inject({ method: 'GET', url: api(url) })).statusCode).toBe(401);
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

  // The tests that create a room or fill one talk between members of their own, set up like the demo member (Maya
  // Thompson) and admin (Priya Natarajan), so what one stores never shows in another's room or history.
  const pair = async () => [await first.newMember({ like: MEMBER }), await first.newMember({ like: ADMIN })] as const;

  it('creates a one-to-one room once and reuses it from either side', async () => {
    const [maya, priya] = await pair();
    const created = await createRoom(maya.email, { type: 'ONE_TO_ONE', user_ids: [priya.id] });
    expect(created.statusCode).toBe(201);
    const room = ChatRoom.parse(created.json());
    expect(room).toMatchObject({ type: 'ONE_TO_ONE', name: 'Priya Natarajan', last_message: null });
    expect(room.users.map((user) => user.id).sort()).toEqual([maya.id, priya.id].sort());

    const again = await createRoom(priya.email, { type: 'ONE_TO_ONE', user_ids: [maya.id] });
    expect(again.statusCode).toBe(200);
    expect(ChatRoom.parse(again.json())).toMatchObject({ id: room.id, name: 'Maya Thompson' });
  });

  it('stores a message sent on one instance and delivers it to both people on the other', async () => {
    const [maya, priya] = await pair();
    const room = ChatRoom.parse((await createRoom(maya.email, { type: 'ONE_TO_ONE', user_ids: [priya.id] })).json());
    const sender = await connect(first, maya.email);
    const senderElsewhere = await connect(second, maya.email);
    const recipient = await connect(second, priya.email);
    const bystander = await connect(second, LEADER);
    let leaked = false;
    bystander.on('message', () => (leaked = true));

    const arrivals = Promise.all([nextChatMessage(recipient), nextChatMessage(senderElsewhere), nextChatMessage(sender)]);
    sender.send(chatFrame(room.id, 'Hello Priya!\nAre you free?', 'hello-priya'));
    const [atRecipient, atOtherTab, atSender] = await arrivals;
    expect(atRecipient).toMatchObject({
      type: 'chat_message',
      room: room.id,
      sender: { id: maya.id, name: 'Maya Thompson', slug: maya.slug, type: 'user' },
      recipient: priya.id,
      messages: [{ type: 'text', value: 'Hello Priya!\nAre you free?' }],
      client_id: 'hello-priya',
    });
    expect(atOtherTab).toEqual(atRecipient);
    expect(atSender).toEqual(atRecipient);
    expect(leaked).toBe(false);

    const history = ChatMessageList.parse(
      (await second.inject({ method: 'GET', url: api(PATHS.chatMessages(room.id)), headers: await second.authHeader(priya.email) })).json(),
    );
    expect(history.pagination).toMatchObject({ count: 1, page: 1, page_size: 50 });
    expect(history.data[0]!.messages[0]!.value).toBe('Hello Priya!\nAre you free?');
    const rooms = ChatRoomList.parse((await first.inject({ method: 'GET', url: api(PATHS.rooms), headers: priya.headers })).json());
    expect(rooms.data[0]).toMatchObject({ id: room.id, last_message: { id: history.data[0]!.id } });
  });

  it('delivers a message too large for one NOTIFY by reference', async () => {
    const room = ChatRoom.parse((await createRoom(MEMBER, { type: 'ONE_TO_ONE', user_ids: [ids[ADMIN]] })).json());
    const sender = await connect(first, MEMBER);
    const recipient = await connect(second, ADMIN);
    const long = 'ü'.repeat(4000);
    const arrival = nextChatMessage(recipient);
    sender.send(chatFrame(room.id, [long, long], 'long-one'));
    expect(await arrival).toMatchObject({ room: room.id, messages: [{ value: long }, { value: long }], client_id: 'long-one' });
  });

  describe('refuses over the socket, answering only the sending socket and storing nothing', () => {
    const storedUnder = async (clientId: string) =>
      (await both.database.connection.db.select().from(chatMessages).where(eq(chatMessages.clientId, clientId))).length;

    async function expectRefused(email: string, frame: string, expected: ChatRefusal) {
      const socket = await connect(first, email);
      const otherTab = await connect(second, email);
      const atOtherTab: string[] = [];
      otherTab.on('message', (data: Buffer) => atOtherTab.push(ServerSocketEvent.parse(JSON.parse(data.toString('utf8'))).type));
      const refusal = nextRefusal(socket);
      socket.send(frame);
      expect(await refusal).toEqual(expected);
      if (expected.client_id) expect(await storedUnder(expected.client_id)).toBe(0);
      // The socket still works; a pong reaches both tabs in order, after anything published for the refused message.
      const pongs = Promise.all([socket, otherTab].map((tab) => new Promise((resolve) => tab.once('message', resolve))));
      socket.send(JSON.stringify({ type: 'ping' }));
      await pongs;
      expect(atOtherTab).toEqual(['pong']);
    }

    let room: ChatRoom;
    beforeAll(async () => {
      room = ChatRoom.parse((await createRoom(MEMBER, { type: 'ONE_TO_ONE', user_ids: [ids[ADMIN]] })).json());
    });

    it('a room the sender is not in, in the words of an unknown one', async () => {
      await expectRefused(LEADER, chatFrame(room.id, 'intruding', 'intruding'), {
        type: 'chat_error',
        client_id: 'intruding',
        room: room.id,
        message: MESSAGES.http.notFound,
      });
      expect(MESSAGES.http.notFound).toBe('The requested resource was not found');
    });

    it('a room that does not exist', async () => {
      await expectRefused(MEMBER, chatFrame(2_000_000_000, 'anyone there?', 'nowhere'), {
        type: 'chat_error',
        client_id: 'nowhere',
        room: 2_000_000_000,
        message: 'The requested resource was not found',
      });
    });

    it('a sender whose subscription lacks one_to_one_chat', async () => {
      const [own] = await both.database.connection.db
        .insert(chatRooms)
        .values({ type: 'ONE_TO_ONE', pairKey: `${ids[NO_CHAT]}:test` })
        .returning({ id: chatRooms.id });
      await both.database.connection.db.insert(chatRoomMembers).values({ roomId: own!.id, userId: ids[NO_CHAT]! });
      await expectRefused(NO_CHAT, chatFrame(own!.id, 'hello', 'no-plan'), {
        type: 'chat_error',
        client_id: 'no-plan',
        room: own!.id,
        message: 'One-to-one chat is a membership feature. Upgrade your membership to message other members.',
      });
    });

    it('blank text, and a message with no parts', async () => {
      const refusal = { type: 'chat_error', client_id: 'blank', room: room.id, message: 'A message cannot be empty.' } as const;
      await expectRefused(MEMBER, chatFrame(room.id, '   \n ', 'blank'), refusal);
      await expectRefused(MEMBER, chatFrame(room.id, [], 'blank'), refusal);
    });

    it('text over the length limit, and too many parts', async () => {
      await expectRefused(MEMBER, chatFrame(room.id, 'x'.repeat(CHAT_TEXT_MAX + 1), 'too-long'), {
        type: 'chat_error',
        client_id: 'too-long',
        room: room.id,
        message: 'A message can be at most 4000 characters long.',
      });
      await expectRefused(
        MEMBER,
        chatFrame(
          room.id,
          Array.from({ length: 11 }, () => 'hi'),
          'too-many',
        ),
        {
          type: 'chat_error',
          client_id: 'too-many',
          room: room.id,
          message: 'A message can have at most 10 parts.',
        },
      );
    });

    it('a chat frame without a client id, or with a room that is not an id', async () => {
      const unreadable = 'This message could not be read.';
      await expectRefused(
        MEMBER,
        JSON.stringify({ type: 'chat_message', room: room.id, messages: [{ type: 'text', value: 'who am I?' }] }),
        { type: 'chat_error', client_id: null, room: room.id, message: unreadable },
      );
      await expectRefused(MEMBER, JSON.stringify({ type: 'chat_message', client_id: 'bad-room', room: 'lobby', messages: [] }), {
        type: 'chat_error',
        client_id: 'bad-room',
        room: null,
        message: unreadable,
      });
    });
  });

  it('stores a resent client id once, answering only the sender again', async () => {
    const room = ChatRoom.parse((await createRoom(MEMBER, { type: 'ONE_TO_ONE', user_ids: [ids[ADMIN]] })).json());
    const sender = await connect(first, MEMBER);
    const recipient = await connect(second, ADMIN);
    const echo = nextChatMessage(sender);
    const atRecipient = nextChatMessage(recipient);
    sender.send(chatFrame(room.id, 'only once', 'once'));
    const original = await echo;
    await atRecipient;
    let again = false;
    recipient.on('message', () => (again = true));

    const echoAgain = nextChatMessage(sender);
    sender.send(chatFrame(room.id, 'only once', 'once'));
    expect(await echoAgain).toEqual(original);
    const stored = await both.database.connection.db.select().from(chatMessages).where(eq(chatMessages.clientId, 'once'));
    expect(stored).toHaveLength(1);
    expect(again).toBe(false);
  });

  it("hides another user's room (404) and checks paging input (400)", async () => {
    const room = ChatRoom.parse((await createRoom(MEMBER, { type: 'ONE_TO_ONE', user_ids: [ids[ADMIN]] })).json());
    // An outsider with no room of its own yet, which no other test gives one.
    const outsider = await first.newMember({ like: LEADER });
    const foreign = await first.inject({
      method: 'GET',
      url: api(PATHS.chatMessages(room.id)),
      headers: outsider.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await first.inject({
      method: 'GET',
      url: api(`${PATHS.chatMessages(room.id)}?page=-1&page_size=1000`),
      headers: await first.authHeader(MEMBER),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().field_errors)).toEqual(expect.arrayContaining(['page', 'page_size']));
    expect((await first.inject({ method: 'GET', url: api('/chats/abc/'), headers: await first.authHeader(MEMBER) })).statusCode).toBe(400);
    const rooms = ChatRoomList.parse((await first.inject({ method: 'GET', url: api(PATHS.rooms), headers: outsider.headers })).json());
    expect(rooms.data).toEqual([]);
  });

  it('pages history newest first', async () => {
    const room = ChatRoom.parse((await createRoom(LEADER, { type: 'ONE_TO_ONE', user_ids: [ids[ADMIN]] })).json());
    const socket = await connect(first, LEADER);
    for (let index = 1; index <= 3; index += 1) {
      const arrival = nextChatMessage(socket);
      socket.send(chatFrame(room.id, `m${index}`));
      await arrival;
    }
    const page = async (n: number) =>
      ChatMessageList.parse(
        (
          await first.inject({
            method: 'GET',
            url: api(`${PATHS.chatMessages(room.id)}?page=${n}&page_size=2`),
            headers: await first.authHeader(LEADER),
          })
        ).json(),
      );
    expect((await page(1)).data.map((m) => m.messages[0]!.value)).toEqual(['m3', 'm2']);
    expect((await page(2)).data.map((m) => m.messages[0]!.value)).toEqual(['m1']);
  });

  // Staff writes here: the member has sent past the socket's per-member frame limit in the tests above.
  it('keeps who has read what: unread counts, read marks that only move forward, chat_read to both people', async () => {
    const room = ChatRoom.parse((await createRoom(STAFF, { type: 'ONE_TO_ONE', user_ids: [ids[LEADER]] })).json());
    const staff = await connect(first, STAFF);
    const leader = await connect(second, LEADER);
    const sent: number[] = [];
    for (const text of ['first', 'second']) {
      const arrival = nextChatMessage(leader);
      staff.send(chatFrame(room.id, text));
      const arrived = await arrival;
      if (arrived.type === 'chat_message') sent.push(arrived.id);
    }
    const [m1, m2] = sent as [number, number];
    const roomOf = async (email: string) => {
      const list = ChatRoomList.parse(
        (await first.inject({ method: 'GET', url: api(PATHS.rooms), headers: await first.authHeader(email) })).json(),
      );
      return list.data.find((known) => known.id === room.id)!;
    };
    // The writer has read up to their own message; the reader has two unread.
    expect(await roomOf(LEADER)).toMatchObject({ unread_count: 2, read_up_to: null, seen_up_to: m2 });
    expect(await roomOf(STAFF)).toMatchObject({ unread_count: 0, read_up_to: m2, seen_up_to: null });

    const markAs = async (email: string, body: unknown, roomId = room.id) =>
      second.inject({ method: 'POST', url: api(PATHS.chatRead(roomId)), headers: await second.authHeader(email), payload: body as object });
    const atWriter = nextReadMark(staff);
    const first1 = await markAs(LEADER, { up_to: m1 });
    expect(first1.statusCode).toBe(200);
    expect(first1.json()).toEqual({ room: room.id, user: ids[LEADER], up_to: m1, unread_count: 1 });
    expect(await atWriter).toEqual({ type: 'chat_read', room: room.id, user: ids[LEADER], up_to: m1, unread_count: 1 });
    expect(await roomOf(STAFF)).toMatchObject({ seen_up_to: m1 });

    // Past the newest message the mark stops at it; backwards it does not move.
    expect((await markAs(LEADER, { up_to: 2_000_000_000 })).json()).toMatchObject({ up_to: m2, unread_count: 0 });
    expect((await markAs(LEADER, { up_to: m1 })).json()).toMatchObject({ up_to: m2, unread_count: 0 });
    expect(await roomOf(LEADER)).toMatchObject({ unread_count: 0, read_up_to: m2 });

    // A reply counts as unread for the other person.
    const reply = nextChatMessage(staff);
    leader.send(chatFrame(room.id, 'reply'));
    await reply;
    expect(await roomOf(STAFF)).toMatchObject({ unread_count: 1 });

    expect((await markAs(ADMIN, { up_to: m2 })).statusCode).toBe(404);
    const bad = await markAs(LEADER, { up_to: 'latest' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors.up_to).toBeDefined();
    expect((await markAs(LEADER, {})).statusCode).toBe(400);
    expect((await second.inject({ method: 'POST', url: api(PATHS.chatRead(room.id)), payload: { up_to: m2 } })).statusCode).toBe(401);
  });
});
