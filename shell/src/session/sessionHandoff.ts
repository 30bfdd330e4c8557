import { api } from '@trellis/platform/api-client';
import { PATHS, SessionHandoff, SessionHandoffPair } from '@trellis/contracts';
import { useSession } from '@trellis/platform/session';

/** The fragment key of a hand-over code: a fragment never reaches a server, a log or a Referer header. */
const HANDOFF_KEY = 'handoff';

/** A hand-over for another member than the one signed in here: it waits for the visitor to choose. */
export type PendingSwitch = SessionHandoffPair;

/** Takes the hand-over code out of the address at once, before anything else reads or records it. */
export function takeHandoffCode(): string | null {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const code = fragment.get(HANDOFF_KEY);
  if (code === null) return null;
  fragment.delete(HANDOFF_KEY);
  const rest = fragment.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${rest ? `#${rest}` : ''}`);
  return code || null;
}

/** The user an access token was issued to, read without verifying it: only to tell whether two sessions are the same member. */
function subjectOf(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return Number(payload.sub) || null;
  } catch {
    return null;
  }
}

/**
 * Exchanges a hand-over code for a session on this site. The visitor is signed in at once unless another member is
 * signed in here: that session is never replaced without asking, so the hand-over is returned to be confirmed.
 */
export async function acceptHandoff(code: string): Promise<PendingSwitch | null> {
  const pair = SessionHandoffPair.parse(await api.post(PATHS.sessionHandoffRedeem, { code }));
  const { accessToken } = useSession.getState();
  if (accessToken && subjectOf(accessToken) !== pair.user.id) return pair;
  useSession.getState().signIn(pair);
  return null;
}

/** Declining a hand-over ends the session it created, so no unused session is left behind. */
export async function declineHandoff(pending: PendingSwitch) {
  await api.post(PATHS.logout, { refresh_token: pending.refresh }).catch(() => undefined);
}

/** The address of another site of the platform, carrying a hand-over code when a member is signed in. */
export async function addressOnSite(domain: string): Promise<string> {
  const target = new URL(window.location.origin);
  target.hostname = domain;
  if (useSession.getState().accessToken) {
    const handoff = await api
      .post<unknown>(PATHS.sessionHandoff)
      .then((answer) => SessionHandoff.parse(answer))
      .catch(() => null);
    if (handoff) target.hash = `${HANDOFF_KEY}=${encodeURIComponent(handoff.code)}`;
  }
  return target.href;
}
