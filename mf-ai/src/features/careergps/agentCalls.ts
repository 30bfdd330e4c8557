import type { CareerGpsRegistrationBody } from '@trellis/contracts';
import { agentEndpoints } from '@trellis/contracts/endpoints';
import { call, reloadIdentity } from '@trellis/platform/api-client';
import { useSession } from '@trellis/platform/session';

/** Runs one step of an agent with the answers so far. */
export function runStep(agent: number, step: number, answers: Record<string, string>) {
  return call(agentEndpoints.process, { params: { agent, step }, body: { user_response: answers } });
}

/**
 * Registers a visitor for CareerGPS and signs them in to the trial account, so the rest of the run and its report are
 * theirs. A session whose identity cannot be read is dropped again.
 */
export async function registerForCareerGps(body: CareerGpsRegistrationBody) {
  const { access_token, refresh_token } = await call(agentEndpoints.registerCareerGps, { body });
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
