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
  reports: endpoint({
    method: 'GET',
    path: '/agents/reports/',
    summary: "The member's CareerGPS reports, newest first, 30 a page; staff may ask for a member's with user_id",
    schemas: (c) => ({ query: c.AgentReportListQuery, answer: c.AgentReportList }),
  }),
  report: endpoint({
    method: 'GET',
    path: '/agents/report/slug/:slug/',
    summary: 'One report by its slug, which its owner shares',
    schemas: (c) => ({ params: c.SlugParam, answer: c.AgentReport }),
  }),
  reportPdf: endpoint({
    method: 'GET',
    path: '/agents/report/slug/:slug/pdf/',
    summary: 'A report as a PDF, for its owner',
    kind: 'download',
    schemas: (c) => ({ params: c.SlugParam, answer: c.NoContent }),
  }),
  feedback: endpoint({
    method: 'POST',
    path: '/agents/feedback/',
    summary: "The owner's rating (1 to 5) and words on a report",
    schemas: (c) => ({ body: c.AgentFeedbackBody, answer: c.AgentFeedbackAnswer }),
  }),
  registerCareerGps: endpoint({
    method: 'POST',
    path: '/register-career-gps/',
    summary: 'A visitor registers for CareerGPS with name, country and e-mail and is signed in to a trial account',
    schemas: (c) => ({ body: c.CareerGpsRegistrationBody, answer: c.CareerGpsRegistrationAnswer }),
  }),
  careerGpsCode: endpoint({
    method: 'POST',
    path: '/register-career-gps/code/',
    summary: 'A visitor whose e-mail already started CareerGPS is e-mailed a sign-in code for that trial account',
    schemas: (c) => ({ body: c.CareerGpsCodeBody, answer: c.CareerGpsCodeAnswer }),
  }),
  careerGpsSignIn: endpoint({
    method: 'POST',
    path: '/register-career-gps/sign-in/',
    summary: 'The e-mailed code signs a visitor in to their CareerGPS trial account, from any browser',
    schemas: (c) => ({ body: c.CareerGpsSignInBody, answer: c.CareerGpsRegistrationAnswer }),
  }),
  prompts: endpoint({
    method: 'GET',
    path: '/agents/prompts/',
    summary: 'Staff: the instructions of every agent step that calls the agent',
    schemas: (c) => ({ answer: c.AgentPromptList }),
  }),
  updatePrompt: endpoint({
    method: 'PATCH',
    path: '/agents/prompts/:id/',
    summary: "Staff: change one step's instructions",
    schemas: (c) => ({ params: c.IdParam, body: c.AgentPromptBody, answer: c.AgentPromptEntry }),
  }),
  runs: endpoint({
    method: 'GET',
    path: '/agents/runs/',
    summary: 'Staff: the agent log, newest first, 30 a page',
    schemas: (c) => ({ query: c.AgentRunListQuery, answer: c.AgentRunList }),
  }),
  runsCsv: endpoint({
    method: 'GET',
    path: '/agents/runs/csv/',
    summary: 'Staff: the whole agent log as a CSV file',
    kind: 'download',
    schemas: (c) => ({ answer: c.NoContent }),
  }),
});
