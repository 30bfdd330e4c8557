import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokens } from './access-tokens.ts';

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('names the user and session of a token it issued, again from its cache', async () => {
    const tokens = accessTokens(randomBytes(32), 60);
    const sessionId = randomUUID();
    const token = await tokens.issue(42, sessionId);
    expect(await tokens.verify(token)).toMatchObject({ userId: 42, sessionId });
    expect(await tokens.verify(token)).toMatchObject({ userId: 42, sessionId });
  });

  it('refuses a token signed with another secret, and one whose payload was altered', async () => {
    const tokens = accessTokens(randomBytes(32), 60);
    const forged = await accessTokens(randomBytes(32), 60).issue(42, randomUUID());
    expect(await tokens.verify(forged)).toBeNull();
    const [header, , signature] = (await tokens.issue(42, randomUUID())).split('.');
    const payload = Buffer.from(JSON.stringify({ type: 'access', sid: randomUUID(), sub: '1', exp: 4_000_000_000 })).toString('base64url');
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
  });

  it('refuses a token that verified before once it has expired, although it was kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const tokens = accessTokens(randomBytes(32), 60);
    const token = await tokens.issue(42, randomUUID());
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-01-01T00:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });
});
