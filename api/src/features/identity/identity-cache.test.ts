import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createIdentityCache, forgetOwnWrite, IDENTITY_CHANGES_CHANNEL, MAX_ANSWER_AGE_MS, MAX_KEPT_ANSWERS } from './identity-cache.ts';

/** A database connection whose notifications and listening state the test drives. */
function fakeListener() {
  let deliver: ((payload: string) => void) | null = null;
  let setListening: ((listening: boolean) => void) | null = null;
  return {
    listen: vi.fn(async (channel: string, onPayload: (payload: string) => void, onListening?: (listening: boolean) => void) => {
      expect(channel).toBe(IDENTITY_CHANGES_CHANNEL);
      deliver = onPayload;
      setListening = onListening ?? null;
      setListening?.(true);
      return async () => {
        deliver = null;
      };
    }),
    notify: (payload: string) => deliver?.(payload),
    listening: (listening: boolean) => setListening?.(listening),
  };
}

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

async function startedCache(clock = { now: 0 }) {
  const listener = fakeListener();
  const cache = createIdentityCache<string>(listener, log, () => clock.now);
  await cache.start();
  return { cache, listener, clock };
}

describe('identity cache', () => {
  it('keeps nothing before it listens, then serves what it kept', async () => {
    const listener = fakeListener();
    const cache = createIdentityCache<string>(listener, log);
    expect(await cache.remember('a', 1, async () => 'early')).toBe('early');
    expect(cache.get('a', 1)).toBeUndefined();
    await cache.start();
    await cache.remember('a', 1, async () => 'answer');
    expect(cache.get('a', 1)).toBe('answer');
    expect(cache.get('a', 2)).toBeUndefined();
  });

  it("drops the answers of the user a change names, and only theirs; '*' drops every answer", async () => {
    const { cache, listener } = await startedCache();
    await cache.remember('a', 1, async () => 'one on site a');
    await cache.remember('b', 1, async () => 'one on site b');
    await cache.remember('c', 2, async () => 'two');
    listener.notify('1');
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 2)]).toEqual([undefined, undefined, 'two']);
    listener.notify('*');
    expect(cache.get('c', 2)).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('drops every answer on a notification it cannot read', async () => {
    const { cache, listener } = await startedCache();
    await cache.remember('a', 1, async () => 'one');
    listener.notify('not a user');
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('does not keep an answer whose user changed while it was read', async () => {
    const { cache, listener } = await startedCache();
    let finish: (answer: string) => void = () => {};
    const reading = cache.remember('a', 1, () => new Promise<string>((resolve) => (finish = resolve)));
    const other = cache.remember('b', 2, async () => 'two');
    listener.notify('1');
    finish('read before the change');
    expect(await reading).toBe('read before the change');
    expect(cache.get('a', 1)).toBeUndefined();
    await other;
    expect(cache.get('b', 2)).toBe('two');
  });

  it('forgets the user at once when asked', async () => {
    const { cache } = await startedCache();
    await cache.remember('a', 1, async () => 'one');
    cache.forget(1);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('trusts nothing while the listening connection is lost, and keeps again once it listens', async () => {
    const { cache, listener } = await startedCache();
    await cache.remember('a', 1, async () => 'one');
    listener.listening(false);
    expect(cache.get('a', 1)).toBeUndefined();
    await cache.remember('a', 1, async () => 'read while deaf');
    expect(cache.get('a', 1)).toBeUndefined();
    listener.listening(true);
    await cache.remember('a', 1, async () => 'heard again');
    expect(cache.get('a', 1)).toBe('heard again');
    await cache.stop();
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('forgets an answer that ended the session, and an answer past its age', async () => {
    const { cache, clock } = await startedCache();
    await cache.remember('a', 1, async () => 'one');
    await cache.remember('a', 1, async () => undefined);
    expect(cache.get('a', 1)).toBeUndefined();
    await cache.remember('a', 1, async () => 'one');
    clock.now += MAX_ANSWER_AGE_MS;
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('drops the oldest answer beyond its size', async () => {
    const { cache } = await startedCache();
    for (let user = 0; user <= MAX_KEPT_ANSWERS; user++) await cache.remember(`key ${user}`, user, async () => `answer ${user}`);
    expect(cache.size()).toBe(MAX_KEPT_ANSWERS);
    expect(cache.get('key 0', 0)).toBeUndefined();
    expect(cache.get(`key ${MAX_KEPT_ANSWERS}`, MAX_KEPT_ANSWERS)).toBe(`answer ${MAX_KEPT_ANSWERS}`);
  });

  it("forgets a signed-in user's answers on their writes, not on their reads", () => {
    const forget = vi.fn();
    const request = (method: string, userId: number | null) =>
      ({ method, user: null, access: userId === null ? null : { userId } }) as unknown as FastifyRequest;
    forgetOwnWrite({ forget }, request('GET', 7));
    forgetOwnWrite({ forget }, request('POST', null));
    expect(forget).not.toHaveBeenCalled();
    forgetOwnWrite({ forget }, request('PATCH', 7));
    expect(forget).toHaveBeenCalledWith(7);
  });
});
