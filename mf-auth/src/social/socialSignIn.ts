import { api } from '@trellis/platform/api-client';
import { FacebookLoginRequest, GoogleLoginRequest, LinkedinLoginRequest, PATHS, TokenPair, type Identity } from '@trellis/contracts';
import { startSession } from '../session/startSession.ts';

const REQUESTS = {
  google: { path: PATHS.googleLogin, schema: GoogleLoginRequest },
  facebook: { path: PATHS.facebookLogin, schema: FacebookLoginRequest },
  linkedin: { path: PATHS.linkedinLogin, schema: LinkedinLoginRequest },
} as const;

export type Provider = keyof typeof REQUESTS;

/** Hands the provider's answer to the server, which signs the member in (creating the account on first use). */
export async function socialSignIn(provider: Provider, body: unknown): Promise<Identity> {
  const { path, schema } = REQUESTS[provider];
  const tokens = TokenPair.parse(await api.post(path, schema.parse(body)));
  return startSession(tokens);
}
