import type { TokenPair } from '@trellis/contracts';
import type { Realtime } from '../realtime/realtime.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { RefreshTokens } from './refresh-tokens.ts';

export type Sessions = {
  /** Signs a user in on one device: a new session, its first refresh token and an access token for it. */
  start(userId: number): Promise<TokenPair>;
  /** Signs the device of a refresh token out: its tokens stop working on the next request and its sockets close. */
  endOne(refreshToken: string): Promise<void>;
  /** Signs the user out on every device at once, HTTP and sockets, on every instance. */
  endAll(userId: number): Promise<void>;
};

export function sessionService(access: AccessTokens, refresh: RefreshTokens, realtime: Realtime): Sessions {
  return {
    async start(userId) {
      const { token, sessionId } = await refresh.issue(userId);
      return { access: await access.issue(userId, sessionId), refresh: token };
    },
    async endOne(refreshToken) {
      const ended = await refresh.revokeSessionOf(refreshToken);
      if (ended) await realtime.endSessions(ended.userId, [ended.sessionId]);
    },
    async endAll(userId) {
      await refresh.revokeAllOf(userId);
      await realtime.endSessions(userId, 'all');
    },
  };
}
