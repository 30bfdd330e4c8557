import { createHmac } from 'node:crypto';
import type { FacebookSettings, GoogleSettings, LinkedinSettings } from '../../auth/auth-settings.ts';

/** Who the provider says signed in; only an address the provider has verified may sign into an account. */
export type SocialProfile = { email: string | null; firstName: string; lastName: string };

/** The provider refused the token or code, or answered something unusable. */
export class ProviderRejected extends Error {}

type Json = Record<string, unknown>;

async function getJson(url: string, init: RequestInit = {}): Promise<Json> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok || typeof body !== 'object' || body === null) throw new ProviderRejected(`${url} answered ${response.status}`);
  return body as Json;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const verifiedEmail = (email: unknown, verified: unknown) =>
  typeof email === 'string' && email && (verified === true || verified === 'true') ? email : null;

/**
 * Google: the token must have been issued to this site's client id, or a token
 * another site received could sign in here. One Tap sends an ID token instead of an access token.
 */
export async function googleProfile(settings: GoogleSettings, token: string, oneTap: boolean): Promise<SocialProfile> {
  const info = await getJson(`${settings.tokenInfoUrl}?${new URLSearchParams({ [oneTap ? 'id_token' : 'access_token']: token })}`);
  if (info.aud !== settings.clientId && info.azp !== settings.clientId) throw new ProviderRejected('token issued to another client');
  const details = oneTap ? info : await getJson(settings.userInfoUrl, { headers: { authorization: `Bearer ${token}` } });
  if (details.sub !== undefined && info.sub !== undefined && details.sub !== info.sub)
    throw new ProviderRejected('user info of another user');
  return {
    email: verifiedEmail(details.email ?? info.email, details.email_verified ?? info.email_verified),
    firstName: text(details.given_name),
    lastName: text(details.family_name),
  };
}

/**
 * Facebook: debug_token proves the token belongs to this app and to `userId`;
 * /me is called with appsecret_proof so a stolen token alone cannot be replayed through us.
 */
export async function facebookProfile(settings: FacebookSettings, token: string, userId: string): Promise<SocialProfile> {
  const debug = await getJson(
    `${settings.graphUrl}/debug_token?${new URLSearchParams({ input_token: token, access_token: `${settings.appId}|${settings.appSecret}` })}`,
  );
  const data = (debug.data ?? {}) as Json;
  if (data.is_valid !== true || String(data.app_id) !== settings.appId || String(data.user_id) !== userId) {
    throw new ProviderRejected('token of another app or user');
  }
  const proof = createHmac('sha256', settings.appSecret).update(token).digest('hex');
  const me = await getJson(
    `${settings.graphUrl}/me?${new URLSearchParams({ fields: 'id,email,first_name,last_name', access_token: token, appsecret_proof: proof })}`,
  );
  if (String(me.id) !== userId) throw new ProviderRejected('profile of another user');
  // Facebook only shares confirmed addresses.
  return {
    email: typeof me.email === 'string' && me.email ? me.email : null,
    firstName: text(me.first_name),
    lastName: text(me.last_name),
  };
}

/** LinkedIn: exchanges the authorization code for a token, then reads the OpenID Connect user info. */
export async function linkedinProfile(settings: LinkedinSettings, code: string, redirectUri: string): Promise<SocialProfile> {
  const grant = await getJson(settings.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    }),
  });
  if (typeof grant.access_token !== 'string') throw new ProviderRejected('no access token');
  const info = await getJson(settings.userInfoUrl, { headers: { authorization: `Bearer ${grant.access_token}` } });
  return { email: verifiedEmail(info.email, info.email_verified), firstName: text(info.given_name), lastName: text(info.family_name) };
}
