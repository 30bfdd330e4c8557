import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AssistantChat } from '@trellis/contracts';
import { assistantEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { requireUser, sessionEnded, signedInAccess, signedInUser } from '../../auth/request-user.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { attemptLimits, signedInId } from '../auth/attempt-limits.ts';
import { findSite } from '../site-config/site-lookup.ts';
import { askerOf, chatJson, conversationBefore, finishChat, historyPage, rateChat, startChat } from './chats.ts';
import { EngineFailure } from './engine.ts';
import { chooseEngine } from './choose-engine.ts';
import { answerParts } from './recommend.ts';
import { retrieve } from './retrieve.ts';
import { sseFrame } from './server-sent-events.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

/** The question limits, answering in the assistant's words rather than the sign-in limits' ones. */
function inAssistantWords(guard: Guard): Guard {
  return async (request) => {
    try {
      await guard(request);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) {
        throw new HttpError(429, { detail: MESSAGES.assistant.tooManyQuestions }, error.headers);
      }
      throw error;
    }
  };
}

/** Opens a server-sent event stream on the reply, outside Fastify's serialisation and compression, which would hold it back. */
function openStream(reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  return (event: string, data: unknown) => {
    if (!reply.raw.destroyed) reply.raw.write(sseFrame(event, data));
  };
}

export const assistantRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const limits = (await attemptLimits(app, db))('assistant', config.assistant.limit, signedInId);
  const engine = chooseEngine(config.assistant.model);

  route(
    app,
    assistantEndpoints.ask,
    { onRequest: [requireUser, inAssistantWords(limits.perIp)], preHandler: [inAssistantWords(limits.perAccount)] },
    async (request, reply) => {
      const user = signedInUser(request);
      const asker = await askerOf(db, user.id);
      if (!asker?.useAma) throw new HttpError(403, { detail: MESSAGES.assistant.noSubscription });
      const { question } = request.body;
      const parentChatId = request.body.parent_chat ?? null;
      const earlier = parentChatId === null ? [] : await conversationBefore(db, user.id, parentChatId);
      if (earlier === null) throw new HttpError(400, { field_errors: { parent_chat: [MESSAGES.assistant.unknownChat] } });
      const site = await findSite(db, request.headers.host);
      // A short follow-up ("and in London?") is retrieved with the question it follows.
      const searched = earlier.length > 0 ? `${question} ${earlier.at(-1)!.question}` : question;
      const items = await retrieve(db, searched, user.id);

      // Stored before a word is written: whatever happens to the answer, the question stays in the history.
      const chat = await startChat(db, { userId: user.id, parentChatId, question, engine: engine.kind });
      const send = openStream(reply);
      send('chat', { id: chat.id, question: chat.question, parent_chat: chat.parentChatId });
      let text = '';
      let failure: string | null = null;
      try {
        const grounding = { question, earlier, items, brand: site?.site.brandName ?? 'Trellis', firstName: asker.firstName };
        for await (const piece of engine.write(grounding)) {
          text += piece;
          send('token', { text: piece });
        }
      } catch (error) {
        if (!(error instanceof EngineFailure)) request.log.error({ err: error }, 'the assistant failed to answer');
        else request.log.warn({ reason: error.reason, detail: error.message }, 'the model did not answer');
        failure =
          error instanceof EngineFailure && error.reason === 'timeout' ? MESSAGES.assistant.modelTimedOut : MESSAGES.assistant.modelFailed;
      }
      let answer: AssistantChat;
      try {
        const finished = await finishChat(
          db,
          chat.id,
          failure === null
            ? { messages: answerParts(text, items), failed: false }
            : { messages: [{ type: 'text', text: failure }], failed: true },
        );
        answer = chatJson(finished);
      } catch (error) {
        request.log.error({ err: error }, 'the assistant could not store an answer');
        answer = { ...chatJson(chat), messages: [{ type: 'text', text: MESSAGES.assistant.modelFailed }], is_error: true };
      }
      send('done', answer);
      reply.raw.end();
      return reply;
    },
  );

  route(app, assistantEndpoints.history, { onRequest: requireUser, config: { sessionInQuery: true } }, async (request) => {
    const window = pageWindow(request.query, request.query.page_size);
    const [row] = await historyPage(db).execute({ ...signedInAccess(request), limit: window.limit, offset: window.offset });
    if (!row) throw sessionEnded();
    return pageAnswer(row.data, row.count, window);
  });

  route(app, assistantEndpoints.rate, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const { chat, rating, feedback } = request.body;
    const row = await rateChat(db, user.id, chat, rating, feedback ? feedback : null);
    if (!row) throw notFound(MESSAGES.assistant.unknownChat);
    return { detail: MESSAGES.assistant.thanksForFeedback, chat: chatJson(row) };
  });
};
