import type { CareerGpsRegistrationAnswer, CareerGpsRegistrationBody } from '@trellis/contracts';
import { agentEndpoints } from '@trellis/contracts/endpoints';
import { call, reloadIdentity } from '@trellis/platform/api-client';
import { useSession } from '@trellis/platform/session';

/** Runs one step of an agent with the answers so far. */
export function runStep(agent: number, step: number, answers: Record<string, string>) {
  return call(agentEndpoints.process, { params: { agent, step }, body: { user_response: answers } });
}

/** Signs in with a trial account's new session; a session whose identity cannot be read is dropped again. */
async function startTrialSession({ access_token, refresh_token }: CareerGpsRegistrationAnswer) {
  const session = useSession.getState();
  session.signOut();
  session.signIn({ access: access_token, refresh: refresh_token });
  try {
    await reloadIdentity();
  } catch (error) {
    session.signOut();
    throw error;
  }
}

/** Registers a visitor for CareerGPS and signs them in to the trial account, so the rest of the run and its report are theirs. */
export async function registerForCareerGps(body: CareerGpsRegistrationBody) {
  await startTrialSession(await call(agentEndpoints.registerCareerGps, { body }));
}

/** E-mails a sign-in code to the address that started CareerGPS before; answers the sentence to show. */
export async function askTrialSignInCode(email: string) {
  return (await call(agentEndpoints.careerGpsCode, { body: { email } })).message;
}

/** Signs in to the trial account of this address with the code e-mailed to it, from whichever browser. */
export async function signInWithTrialCode(email: string, code: string) {
  await startTrialSession(await call(agentEndpoints.careerGpsSignIn, { body: { email, code } }));
}
