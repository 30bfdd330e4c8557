import { call } from '@trellis/platform/api-client';
import type { Identity, TokenPair } from '@trellis/contracts';
import { authEndpoints, type CallInput } from '@trellis/contracts/endpoints';
import { startSession } from '../session/startSession.ts';

/** What each provider's button hands over, as its sign-in endpoint takes it. */
export type ProviderAnswers = {
  google: CallInput<typeof authEndpoints.googleLogin>['body'];
  facebook: CallInput<typeof authEndpoints.facebookLogin>['body'];
  linkedin: CallInput<typeof authEndpoints.linkedinLogin>['body'];
};
export type Provider = keyof ProviderAnswers;

const SIGN_IN: { [P in Provider]: (body: ProviderAnswers[P]) => Promise<TokenPair> } = {
  google: (body: ProviderAnswers['google']) => call(authEndpoints.googleLogin, { body }),
  facebook: (body: ProviderAnswers['facebook']) => call(authEndpoints.facebookLogin, { body }),
  linkedin: (body: ProviderAnswers['linkedin']) => call(authEndpoints.linkedinLogin, { body }),
};

/** Hands the provider's answer to the server, which signs the member in (creating the account on first use). */
export async function socialSignIn<P extends Provider>(provider: P, body: ProviderAnswers[P]): Promise<Identity> {
  const signIn: (answer: ProviderAnswers[P]) => Promise<TokenPair> = SIGN_IN[provider];
  return startSession(await signIn(body));
}
