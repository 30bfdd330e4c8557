import { agentEndpoints } from '@trellis/contracts/endpoints';
import { call } from '@trellis/platform/api-client';

/** Runs one step of an agent with the answers so far. */
export function runStep(agent: number, step: number, answers: Record<string, string>) {
  return call(agentEndpoints.process, { params: { agent, step }, body: { user_response: answers } });
}
