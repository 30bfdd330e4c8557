import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { users } from '../../db/schema/index.ts';
import { easyAuthSettings } from '../../test-support/auth-settings.ts';
import { fakeService } from '../../test-support/fake-service.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('social sign-in', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof fakeService>>;

  beforeAll(async () => {
    provider = await fakeService({
      '/google/tokeninfo': ({ url }) =>
        url.searchParams.get('access_token') === 'good-google' || url.searchParams.get('id_token') === 'one-tap'
          ? {
              json: {
                aud: 'google-client',
                sub: 'g1',
                email: 'Carla@Example.org',
                email_verified: 'true',
                given_name: 'Carla',
                family_name: 'Ruiz',
              },
            }
          : url.searchParams.get('access_token') === 'other-app'
            ? { json: { aud: 'someone-else', sub: 'g2', email: 'x@example.org', email_verified: 'true' } }
            : { status: 400, json: { error: 'invalid_token' } },
      '/google/userinfo': ({ headers }) =>
        headers.authorization === 'Bearer good-google'
          ? { json: { sub: 'g1', email: 'carla@example.org', email_verified: true, given_name: 'Carla', family_name: 'Ruiz' } }
          : { status: 401, json: {} },
      '/fb/debug_token': ({ url }) => ({
        json: { data: { is_valid: url.searchParams.get('input_token') === 'good-fb', app_id: 'fb-app', user_id: '42' } },
      }),
      '/fb/me': ({ url }) =>
        url.searchParams.get('appsecret_proof')
          ? { json: { id: '42', email: 'member@trellis.test', first_name: 'M', last_name: 'T' } }
          : { status: 400, json: {} },
      '/li/token': ({ body }) =>
        new URLSearchParams(body).get('code') === 'good-code' && new URLSearchParams(body).get('client_secret') === 'li-secret'
          ? { json: { access_token: 'li-token', expires_in: 3600 } }
          : { status: 400, json: { error: 'invalid_grant' } },
      '/li/userinfo': ({ headers }) =>
        headers.authorization === 'Bearer li-token'
          ? { json: { sub: 'l1', email: 'dev@example.org', email_verified: true, given_name: 'Dev', family_name: 'Lin' } }
          : { status: 401, json: {} },
    });
    t = await createTestApp({
      auth: easyAuthSettings({
        google: {
          clientId: 'google-client',
          tokenInfoUrl: `${provider.base}/google/tokeninfo`,
          userInfoUrl: `${provider.base}/google/userinfo`,
        },
        facebook: { appId: 'fb-app', appSecret: 'fb-secret', graphUrl: `${provider.base}/fb` },
        linkedin: {
          clientId: 'li-client',
          clientSecret: 'li-secret',
          tokenUrl: `${provider.base}/li/token`,
          userInfoUrl: `${provider.base}/li/userinfo`,
          redirectUri: null,
        },
      }),
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const identityOf = async (access: string) =>
    (await t.inject({ url: api(PATHS.identity), headers: { authorization: `Bearer ${access}` } })).statusCode;

  it('names the configured providers', async () => {
    const options = (await t.inject({ url: api(PATHS.authOptions) })).json();
    expect(options.providers).toEqual({
      google: { client_id: 'google-client' },
      facebook: { app_id: 'fb-app' },
      linkedin: { client_id: 'li-client' },
    });
  });

  it('creates a verified account from Google, then signs the same account in again', async () => {
    const first = await t.post(PATHS.googleLogin, { access_token: 'good-google' });
    expect(first.statusCode).toBe(200);
    expect(await identityOf(first.json().access)).toBe(200);
    const [user] = await t.database.connection.db.select().from(users).where(eq(users.email, 'carla@example.org'));
    expect(user).toMatchObject({ isVerified: true, firstName: 'Carla', lastName: 'Ruiz' });
    expect((await t.post(PATHS.googleLogin, { access_token: 'one-tap', one_tap: true })).statusCode).toBe(200);
    expect(await t.database.connection.db.select().from(users).where(eq(users.email, 'carla@example.org'))).toHaveLength(1);
  });

  it('refuses a Google token issued to another client or refused by Google', async () => {
    const other = await t.post(PATHS.googleLogin, { access_token: 'other-app' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ message: MESSAGES.auth.socialLoginFailed('Google') });
    expect((await t.post(PATHS.googleLogin, { access_token: 'expired' })).statusCode).toBe(400);
    expect((await t.post(PATHS.googleLogin, {})).statusCode).toBe(400);
  });

  it('signs in the existing account of a Facebook address, checking app, user and proof', async () => {
    const response = await t.post(PATHS.facebookLogin, { access_token: 'good-fb', user_id: '42' });
    expect(response.statusCode).toBe(200);
    const me = provider.seen.find((request) => request.url.pathname === '/fb/me');
    expect(me?.url.searchParams.get('fields')).toBe('id,email,first_name,last_name');
    expect((await t.post(PATHS.facebookLogin, { access_token: 'good-fb', user_id: '43' })).statusCode).toBe(400);
    expect((await t.post(PATHS.facebookLogin, { access_token: 'stolen', user_id: '42' })).statusCode).toBe(400);
  });

  it('exchanges a LinkedIn code and reads the OpenID user info', async () => {
    const response = await t.post(PATHS.linkedinLogin, { code: 'good-code', redirect_uri: 'http://localhost:3000/login' });
    expect(response.statusCode).toBe(200);
    const exchange = provider.seen.find((request) => request.url.pathname === '/li/token');
    expect(new URLSearchParams(exchange!.body).get('redirect_uri')).toBe('http://localhost:3000/login');
    expect((await t.post(PATHS.linkedinLogin, { code: 'bad-code' })).json()).toEqual({
      message: MESSAGES.auth.socialLoginFailed('LinkedIn'),
    });
  });

  it('answers 400, not 500, when a provider cannot be reached', async () => {
    const unreachable = await createTestApp(
      {
        auth: easyAuthSettings({
          google: { clientId: 'c', tokenInfoUrl: 'http://127.0.0.1:9/none', userInfoUrl: 'http://127.0.0.1:9/none' },
        }),
      },
      t.database,
    );
    const response = await unreachable.inject({ method: 'POST', url: api(PATHS.googleLogin), payload: { access_token: 'x' } });
    expect(response.statusCode).toBe(400);
    await unreachable.close();
  });
});

describe('social sign-in when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ auth: easyAuthSettings() });
  });
  afterAll(() => t.close());

  it('answers 404 for every provider', async () => {
    for (const [path, payload] of [
      [PATHS.googleLogin, { access_token: 'x' }],
      [PATHS.facebookLogin, { access_token: 'x', user_id: '1' }],
      [PATHS.linkedinLogin, { code: 'x' }],
    ] as const) {
      expect((await t.inject({ method: 'POST', url: api(path), payload })).statusCode).toBe(404);
    }
  });
});
