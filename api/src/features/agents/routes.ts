import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AgentStep } from '@trellis/contracts';
import { agentEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from '../../app-context.ts';
import { accessServices } from '../../auth/access-services.ts';
import { linkOrigin } from '../../auth/link-origin.ts';
import { requireStaff, requireUser, signedInUser } from '../../auth/request-user.ts';
import { agentRuns, users } from '../../db/schema/index.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { chooseEngine } from '../assistant/choose-engine.ts';
import { retrieve } from '../assistant/retrieve.ts';
import { attemptLimits, bodyEmail } from '../auth/attempt-limits.ts';
import { findSite } from '../site-config/site-lookup.ts';
import { agentById, agentBySlug, agentJson, callerOf, listAgents, stepAt, stepsOf } from './agent-reads.ts';
import { decideAgentAccess } from './access.ts';
import { listPrompts, listRuns, runsCsv, updatePrompt } from './agent-log.ts';
import { registerCareerGpsVisitor, trialAccountOf, trialSignInMail } from './career-gps-registration.ts';
import { keepReport, rateReport, reportBySlug, reportJson, reportPdf, reportsOf } from './reports.ts';

const REFUSALS = {
  restricted: MESSAGES.agents.restricted,
  limit_reached: MESSAGES.agents.limitReached,
  no_premium_subscription: MESSAGES.agents.noPremiumSubscription,
} as const;

/** A trial sign-in code that does not open the account, in the words the member's own codes use. */
const TRIAL_CODE_ERRORS = {
  invalid: MESSAGES.auth.otpInvalid,
  expired: MESSAGES.auth.otpExpired,
  exhausted: MESSAGES.auth.otpTooManyTries,
} as const;

/** The answers a form step needs: each required question answered, each choice one of its options. */
function checkAnswers(step: AgentStep['extra_info'], answers: Record<string, string>) {
  const errors: Record<string, string[]> = {};
  for (const question of step.questions) {
    const answer = answers[question.id]?.trim() ?? '';
    if (question.required && !answer) errors[question.id] = [MESSAGES.agents.requiredAnswer];
    else if (
      answer &&
      question.options &&
      (question.type === 'radio' || question.type === 'selection') &&
      !question.options.includes(answer)
    ) {
      errors[question.id] = [`Choose one of: ${question.options.join(', ')}.`];
    }
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, { field_errors: errors });
}

export const agentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, config, sessions, mailer } = context;
  const { codes } = await accessServices(context);
  const limit = await attemptLimits(app, db);
  const limits = limit('agents', config.assistant.limit, (request) => String(request.user?.id ?? request.ip));
  const registrationLimits = limit('register-career-gps', config.auth.attemptLimit, bodyEmail);
  const engine = chooseEngine(config.assistant.model);

  route(app, agentEndpoints.list, {}, async (request) => {
    const caller = await callerOf(db, request.user?.id ?? null);
    const rows = await listAgents(db, request.query.agent_type);
    return { data: rows.map((row) => agentJson(row, caller)) };
  });

  route(app, agentEndpoints.detail, {}, async (request) => {
    const agent = await agentBySlug(db, request.params.slug);
    if (!agent) throw notFound();
    const caller = await callerOf(db, request.user?.id ?? null);
    return { ...agentJson(agent, caller), steps: await stepsOf(db, agent.id) };
  });

  route(app, agentEndpoints.metrics, { onRequest: requireUser }, async (request) => {
    const caller = await callerOf(db, signedInUser(request).id);
    return { usage_count: caller?.usageCount ?? 0, usage: { max_limit: caller?.isStaff ? null : (caller?.maxLimit ?? null) } };
  });

  route(app, agentEndpoints.process, { onRequest: limits.perIp, preHandler: limits.perAccount }, async (request) => {
    const agent = await agentById(db, request.params.agent);
    if (!agent) throw notFound();
    const found = await stepAt(db, agent.id, request.params.step);
    if (!found) throw notFound(MESSAGES.agents.noSuchStep);
    const { step, prompt } = found;
    const userId = request.user?.id ?? null;
    if (userId === null && step.extraInfo.input_steps === 'auth') throw new HttpError(401, { detail: MESSAGES.agents.notForVisitors });

    const caller = await callerOf(db, userId);
    const access = decideAgentAccess(caller, agent);
    if (access !== 'allowed') throw new HttpError(403, { detail: REFUSALS[access] });

    let beneficiaryId = userId;
    if (request.body.user_id !== undefined && request.body.user_id !== userId) {
      if (!caller?.isStaff) throw new HttpError(403, { detail: MESSAGES.agents.onlyStaffForOthers });
      const [beneficiary] = await db.select({ id: users.id }).from(users).where(eq(users.id, request.body.user_id));
      if (!beneficiary) throw new HttpError(400, { field_errors: { user_id: ['User not found'] } });
      beneficiaryId = beneficiary.id;
    }

    const answers = request.body.user_response;
    checkAnswers(step.extraInfo, answers);
    if (!step.extraInfo.calls_agent) return { data: { message: '', log: [], report_slug: null } };

    // A step that calls the agent writes from what the member said, grounded in the platform's own items.
    const said = [...Object.values(answers), request.body.user_prompt ?? ''].join(' ').trim();
    const items = await retrieve(db, said, beneficiaryId ?? 0);
    const site = await findSite(db, request.headers.host);
    let message = '';
    try {
      for await (const piece of engine.write({
        question: said,
        earlier: [],
        items,
        brand: site?.site.brandName ?? 'Trellis',
        firstName: '',
        instructions: prompt,
      })) {
        message += piece;
      }
    } catch (error) {
      request.log.warn({ err: error }, 'an agent step could not be written');
      throw new HttpError(502, { detail: MESSAGES.agents.stepFailed });
    }
    const log = [
      `Instructions: ${prompt ?? 'none'}`,
      `Retrieved ${items.length} items: ${items.map((item) => `${item.type} ${item.name}`).join('; ') || 'none'}`,
      engine.kind === 'model'
        ? 'Written by the configured model, following the instructions'
        : 'Written by the built-in engine by its own rules',
    ];
    await db
      .insert(agentRuns)
      .values({ agentId: agent.id, stepId: step.id, userId, beneficiaryId, userResponse: answers, output: message, log });
    const reportSlug =
      step.stepType === 'report_generation'
        ? await keepReport(db, { agentId: agent.id, agentSlug: agent.slug, ownerId: beneficiaryId, createdById: userId, message })
        : null;
    return { data: { message, log, report_slug: reportSlug } };
  });

  route(app, agentEndpoints.reports, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const ownerId = request.query.user_id ?? user.id;
    if (ownerId !== user.id && !user.isStaff) throw forbidden();
    const window = pageWindow(request.query, request.query.page_size);
    const { rows, count } = await reportsOf(db, ownerId, window.limit, window.offset);
    return pageAnswer(
      rows.map((row) => reportJson(row, user.id)),
      count,
      window,
    );
  });

  route(app, agentEndpoints.report, {}, async (request) => {
    const row = await reportBySlug(db, request.params.slug);
    if (!row) throw notFound(MESSAGES.agents.noReport);
    return reportJson(row, request.user?.id ?? null);
  });

  route(app, agentEndpoints.reportPdf, { onRequest: requireUser }, async (request, reply) => {
    const row = await reportBySlug(db, request.params.slug);
    if (!row) throw notFound(MESSAGES.agents.noReport);
    if (row.report.ownerId !== signedInUser(request).id) throw forbidden();
    const pdf = await reportPdf(row);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${row.report.slug}.pdf"`)
      .send(Buffer.from(pdf));
  });

  route(app, agentEndpoints.feedback, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const { response_id: id, rating, feedback } = request.body;
    const rated = await rateReport(db, id, user.id, rating, feedback ? feedback : null);
    if (!rated) throw notFound(MESSAGES.agents.noReport);
    const row = await reportBySlug(db, rated.slug);
    return { detail: MESSAGES.assistant.thanksForFeedback, report: reportJson(row!, user.id) };
  });
  route(
    app,
    agentEndpoints.registerCareerGps,
    // A stale token of an earlier visit must not stop a visitor from registering.
    { config: { ignoreBearer: true }, onRequest: registrationLimits.perIp, preHandler: registrationLimits.perAccount },
    async (request) => {
      const { first_name, last_name, country, email } = request.body;
      const userId = await registerCareerGpsVisitor(db, { firstName: first_name, lastName: last_name, country, email });
      const pair = await sessions.start(userId);
      return { access_token: pair.access, refresh_token: pair.refresh };
    },
  );
  // The same generous limits as registering, per address and per e-mail: every code is an e-mail to someone.
  route(
    app,
    agentEndpoints.careerGpsCode,
    { config: { ignoreBearer: true }, onRequest: registrationLimits.perIp, preHandler: registrationLimits.perAccount },
    async (request) => {
      const { email } = request.body;
      const userId = await trialAccountOf(db, email);
      // The answer reads the same whether or not the e-mail started CareerGPS.
      if (userId !== null) {
        const issued = await codes.issue(userId, 'trial_sign_in', email.toLowerCase());
        if (issued.status !== 'issued') {
          const message = issued.status === 'too_soon' ? MESSAGES.auth.otpResendTooSoon : MESSAGES.auth.otpResendHourlyLimit;
          throw new HttpError(429, { detail: message, non_field_errors: [message] });
        }
        const { origin, brand } = await linkOrigin(db, request, config.auth);
        try {
          await mailer.send(trialSignInMail(email.toLowerCase(), brand, issued.code, `${origin}/careergps`));
        } catch (error) {
          request.log.error({ err: error }, 'could not send an e-mail');
          throw new HttpError(503, { message: MESSAGES.agents.trialCodeFailed });
        }
      }
      return { message: MESSAGES.agents.trialCodeSent(email) };
    },
  );

  route(
    app,
    agentEndpoints.careerGpsSignIn,
    { config: { ignoreBearer: true }, onRequest: registrationLimits.perIp, preHandler: registrationLimits.perAccount },
    async (request) => {
      const { email, code } = request.body;
      const userId = await trialAccountOf(db, email);
      const result = userId === null ? ({ status: 'invalid' } as const) : await codes.check(userId, 'trial_sign_in', code);
      if (userId === null || result.status !== 'valid') {
        throw new HttpError(400, { field_errors: { code: [TRIAL_CODE_ERRORS[result.status === 'valid' ? 'invalid' : result.status]] } });
      }
      const pair = await sessions.start(userId);
      return { access_token: pair.access, refresh_token: pair.refresh };
    },
  );

  route(app, agentEndpoints.prompts, { onRequest: requireStaff }, async () => ({ data: await listPrompts(db) }));

  route(app, agentEndpoints.updatePrompt, { onRequest: requireStaff }, async (request) => {
    const updated = await updatePrompt(db, request.params.id, request.body.content);
    if (!updated) throw notFound();
    return updated;
  });

  route(app, agentEndpoints.runs, { onRequest: requireStaff }, async (request) => {
    const window = pageWindow(request.query, request.query.page_size);
    const { rows, count } = await listRuns(db, window.limit, window.offset);
    return pageAnswer(rows, count, window);
  });

  route(app, agentEndpoints.runsCsv, { onRequest: requireStaff }, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="agent-log.csv"')
      .header('cache-control', 'private, no-store')
      .send(runsCsv(db)),
  );
};
