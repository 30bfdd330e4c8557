import { endpoint, endpointGroup } from './endpoint.ts';

export const agentEndpoints = endpointGroup('agents', {
  list: endpoint({
    method: 'GET',
    path: '/agents/',
    summary: 'The agents, each with whether the caller may run it',
    schemas: (c) => ({ query: c.AgentListQuery, answer: c.AgentList }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/agents/slug/:slug/',
    summary: 'One agent with its steps and whether the caller may run it',
    schemas: (c) => ({ params: c.SlugParam, answer: c.AgentDetail }),
  }),
  metrics: endpoint({
    method: 'GET',
    path: '/agents/metrics/',
    summary: "The member's agent runs this month and their plan's limit",
    schemas: (c) => ({ answer: c.AgentMetrics }),
  }),
  process: endpoint({
    method: 'POST',
    path: '/agents/process/:agent/:step/',
    summary: 'Run one step of an agent with the caller’s answers; a step that calls the agent counts as one use',
    schemas: (c) => ({ params: c.AgentProcessParams, body: c.AgentProcessBody, answer: c.AgentProcessAnswer }),
  }),
});
