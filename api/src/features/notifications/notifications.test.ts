import type { WebSocket } from '@fastify/websocket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Identity, NotificationList, PATHS, ServerSocketEvent, eventsSocketPath } from '@trellis/contracts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

const MEMBER = 'member@trellis.test';

describe('notifications', () => {
  let t: TestApp;
  const open: WebSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const socket of open) socket.terminate();
    await t.close();
  });

  const get = async (email: string, url: string) => t.inject({ method: 'GET', url: api(url), headers: await t.authHeader(email) });
  // The tests that read or mark notifications do it as a member of their own with the demo member's inbox, so no
  // test reads what another one marked.
  const unread = async (email: string) => Identity.parse((await get(email, PATHS.identity)).json()).unread_notifications_count;
  const list = async (email: string, query = '') => NotificationList.parse((await get(email, `${PATHS.notifications}${query}`)).json());

  it('needs a signed-in user', async () => {
    expect((await t.inject({ method: 'GET', url: api(PATHS.notifications) })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: api(PATHS.notificationsReadAll) })).statusCode).toBe(401);
  });

  it('lists the demo notifications newest first, 12 per page, with their routing data', async () => {
    const page = await list(MEMBER);
    expect(page.pagination).toMatchObject({ page: 1, page_size: 12 });
    expect(page.data.map((n) => n.type)).toEqual(['invitation', 'user_connection', 'group', 'group', 'job', 'group']);
    expect(page.data[0]!.data).toMatchObject({ invitation_key: 'lumen-robotics-welcome' });
    const times = page.data.map((n) => Date.parse(n.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(await unread(MEMBER)).toBe(4);
  });

  it('answers 400 with field errors for a bad page, never 500', async () => {
    const response = await get(MEMBER, `${PATHS.notifications}?page=0&page_size=abc`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().field_errors)).toEqual(expect.arrayContaining(['page', 'page_size']));
  });

  it('marks one read by id and notification type (PATCH or POST), for its owner only', async () => {
    const { email: member, headers } = await t.newMember();
    const [first, second] = (await list(member)).data;
    const before = await unread(member);
    const admin = await t.authHeader('admin@trellis.test');
    const foreign = await t.inject({
      method: 'PATCH',
      url: api(PATHS.notificationRead(first!.id, first!.notification_type)),
      headers: admin,
    });
    expect(foreign.statusCode).toBe(404);
    const wrongType = await t.inject({
      method: 'PATCH',
      url: api(PATHS.notificationRead(first!.id, 'something_else')),
      headers,
    });
    expect(wrongType.statusCode).toBe(404);

    const patched = await t.inject({
      method: 'PATCH',
      url: api(PATHS.notificationRead(first!.id, first!.notification_type)),
      headers,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({ unread_notifications_count: before - 1 });
    const posted = await t.inject({
      method: 'POST',
      url: api(PATHS.notificationRead(second!.id, second!.type)),
      headers,
    });
    expect(posted.json()).toEqual({ unread_notifications_count: before - 2 });
    expect(await unread(member)).toBe(before - 2);
  });

  it('answers 400 for an id out of range', async () => {
    const response = await t.inject({
      method: 'PATCH',
      url: api('/notification/99999999999/invitation/'),
      headers: await t.authHeader(MEMBER),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors.id).toBeDefined();
  });

  it('marks all read', async () => {
    const { email: member, headers } = await t.newMember();
    expect(await unread(member)).toBeGreaterThan(0);
    const response = await t.inject({ method: 'POST', url: api(PATHS.notificationsReadAll), headers });
    expect(response.json()).toEqual({ unread_notifications_count: 0 });
    expect((await list(member)).data.every((n) => n.is_read)).toBe(true);
    expect(await unread('admin@trellis.test')).toBe(1);
  });

  it('a follow notifies the member: stored, and pushed live with the new unread count', async () => {
    const { email: member, id: memberId } = await t.newMember();
    const before = await unread(member);
    const { access } = await t.signIn(member);
    const socket = await t.app.injectWS(eventsSocketPath(await t.socketTicket(access)));
    open.push(socket);
    const attached = new Promise((resolve) => socket.once('message', resolve));
    socket.send(JSON.stringify({ type: 'ping' }));
    await attached;
    const received = new Promise<ServerSocketEvent>((resolve) =>
      socket.once('message', (data: Buffer) => resolve(ServerSocketEvent.parse(JSON.parse(data.toString('utf8'))))),
    );
    const follow = await t.inject({
      method: 'POST',
      url: api(PATHS.follow('follow', 'user', memberId)),
      headers: await t.authHeader('lucas.moreau@example.org'),
    });
    expect(follow.statusCode).toBe(200);
    const event = await received;
    expect(event).toMatchObject({
      type: 'notification',
      unread_notifications_count: before + 1,
      notification: { type: 'user_connection', is_read: false, data: { name_slug: 'lucas-moreau' } },
    });
    expect((await list(member)).data[0]!.message).toBe('Lucas Moreau started following you');
  });
});
