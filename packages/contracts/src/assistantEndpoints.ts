import { endpoint, endpointGroup } from './endpoint.ts';

export const assistantEndpoints = endpointGroup('assistant', {
  ask: endpoint({
    method: 'POST',
    path: '/assistant/chat/',
    summary:
      'Ask Anything (members with use_ama): the question is stored, then the answer streams as server-sent events, ending with the chat',
    kind: 'stream',
    schemas: (c) => ({ body: c.AskQuestionBody, answer: c.AssistantChat }),
  }),
  history: endpoint({
    method: 'GET',
    path: '/assistant/chats/',
    summary: "The member's Ask Anything questions and answers, newest first, 12 a page",
    schemas: (c) => ({ query: c.AssistantHistoryQuery, answer: c.AssistantHistory }),
  }),
  rate: endpoint({
    method: 'POST',
    path: '/assistant/chat/rating/',
    summary: 'Rate an answer of the member, with feedback words when they wrote some',
    schemas: (c) => ({ body: c.RateChatBody, answer: c.RateChatAnswer }),
  }),
});
