import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_PREFIX, AppConfig, PATHS, RemoteRegistry } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import type { AppContext } from './app-context.ts';
import { accessTokens } from './auth/access-tokens.ts';
import { refreshTokenStore } from './auth/refresh-tokens.ts';
import { sessionService } from './auth/sessions.ts';
import { authenticateRequests } from './auth/request-user.ts';
import { loadSigningSecret } from './auth/signing-secret.ts';
import type { ServerConfig } from './config.ts';
import type { DatabaseConnection } from './db/connection.ts';
import { accountDataRoutes } from './features/account-data/routes.ts';
import { alternateEmailRoutes } from './features/alternate-email/routes.ts';
import { assistantRoutes } from './features/assistant/routes.ts';
import { agentRoutes } from './features/agents/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { recoveryRoutes } from './features/auth-recovery/routes.ts';
import { signupRoutes } from './features/auth-signup/routes.ts';
import { socialRoutes } from './features/auth-social/routes.ts';
import { chatRoutes } from './features/chat/routes.ts';
import { connectionRoutes } from './features/connections/routes.ts';
import { MAX_FRAME_BYTES } from './features/events-socket/frame-limits.ts';
import { eventsSocketRoutes } from './features/events-socket/routes.ts';
import { socketTicketRoutes } from './features/events-socket/ticket-routes.ts';
import { feedbackRoutes } from './features/feedback/routes.ts';
import { followRoutes } from './features/follow/routes.ts';
import { groupRoutes } from './features/groups/routes.ts';
import { groupDetailRoutes } from './features/group-detail/routes.ts';
import { groupMembershipRoutes } from './features/groups-membership/routes.ts';
import { programEditingRoutes } from './features/program-editing/routes.ts';
import { invitationRoutes } from './features/invitations/routes.ts';
import { groupContactRoutes } from './features/group-contact/routes.ts';
import { googleClassroomRoutes } from './features/google-classroom/routes.ts';
import { calendarFeedRoutes } from './features/calendar-feed/routes.ts';
import { leaderCertificationRoutes } from './features/leader-certification/routes.ts';
import { groupCalendarRoutes } from './features/group-calendar/routes.ts';
import { circlesEventsRoutes } from './features/circles-events/routes.ts';
import { identityRoutes } from './features/identity/routes.ts';
import { contentRoutes } from './features/contents/routes.ts';
import { resourceRoutes } from './features/resources/routes.ts';
import { jobRoutes } from './features/jobs/routes.ts';
import { createNotifier } from './features/notifications/notify.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { organizationRoutes } from './features/organizations/routes.ts';
import { careerProfileRoutes } from './features/career-profiles/routes.ts';
import { preferencesRoutes } from './features/preferences/routes.ts';
import { profileRoutes } from './features/profiles/routes.ts';
import { resumeImportRoutes } from './features/resume-import/routes.ts';
import { topicRoutes } from './features/topics/routes.ts';
import { uploadRoutes } from './features/uploads/routes.ts';
import { remoteRoutes } from './features/remotes/routes.ts';
import { sessionHandoffRoutes } from './features/session-handoff/routes.ts';
import { siteConfigRoutes } from './features/site-config/routes.ts';
import { submissionRoutes } from './features/submissions/routes.ts';
import { subscriptionRoutes } from './features/subscriptions/routes.ts';
import { createPayments } from './features/payments/payments.ts';
import { builtinCheckoutPages } from './features/payments/builtin-checkout-routes.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { useCaseRoutes } from './features/use-cases/routes.ts';
import { voteRoutes } from './features/votes/routes.ts';
import { aiToolRoutes } from './features/ai-tools/routes.ts';
import { favouriteRoutes } from './features/favourites/routes.ts';
import { searchRoutes } from './features/search/routes.ts';
import { recommendationRoutes } from './features/recommendations/routes.ts';
import { homeRoutes } from './features/home/routes.ts';
import { connectRoutes } from './features/connect/routes.ts';
import { resourceHubRoutes } from './features/resource-hub/routes.ts';
import { serveFrontend } from './frontend/serve-frontend.ts';
import { faviconRoute } from './features/site-config/favicon.ts';
import { scheduleHousekeeping } from './housekeeping/expired-rows.ts';
import { scheduleUploadSweep } from './housekeeping/unreferenced-uploads.ts';
import { answerFrameworkError, installErrorHandling } from './http/error-handling.ts';
import { installInputGuard } from './http/input-guard.ts';
import { installSecurityHeaders, pageContentSecurityPolicy } from './http/security-headers.ts';
import { mailboxApiRoutes, mailboxPage } from './mail/mailbox-routes.ts';
import { fileGrants } from './features/uploads/file-grants.ts';
import { createIdentityCache, forgetOwnWrite } from './features/identity/identity-cache.ts';
import { scheduleMailQueue } from './mail/mail-queue.ts';
import { createMailer } from './mail/mailer.ts';
import { watchDatabaseOutage } from './ops/database-outage.ts';
import { healthRoutes, type Lifecycle } from './ops/health-routes.ts';
import { installLoadShedding } from './ops/load-shedding.ts';
import { createRealtime } from './realtime/realtime.ts';
import { fileStoreOf } from './features/uploads/file-store.ts';
import { moderationRoutes } from './features/moderation/routes.ts';

export type BuildAppOptions = { db: DatabaseConnection; config: ServerConfig; lifecycle?: Lifecycle };

const API_FEATURES = [
  authRoutes,
  signupRoutes,
  alternateEmailRoutes,
  accountDataRoutes,
  recoveryRoutes,
  socialRoutes,
  sessionHandoffRoutes,
  socketTicketRoutes,
  mailboxApiRoutes,
  identityRoutes,
  profileRoutes,
  careerProfileRoutes,
  topicRoutes,
  submissionRoutes,
  uploadRoutes,
  resumeImportRoutes,
  siteConfigRoutes,
  organizationRoutes,
  remoteRoutes,
  groupRoutes,
  groupDetailRoutes,
  groupMembershipRoutes,
  circlesEventsRoutes,
  jobRoutes,
  contentRoutes,
  resourceRoutes,
  programEditingRoutes,
  invitationRoutes,
  groupContactRoutes,
  googleClassroomRoutes,
  leaderCertificationRoutes,
  groupCalendarRoutes,
  calendarFeedRoutes,
  subscriptionRoutes,
  paymentRoutes,
  useCaseRoutes,
  voteRoutes,
  aiToolRoutes,
  favouriteRoutes,
  searchRoutes,
  recommendationRoutes,
  homeRoutes,
  connectRoutes,
  resourceHubRoutes,
  notificationRoutes,
  chatRoutes,
  followRoutes,
  connectionRoutes,
  feedbackRoutes,
  preferencesRoutes,
  assistantRoutes,
  agentRoutes,
  moderationRoutes,
];

/** The whole server: the /api/v1 features, the events socket, the API docs and, when configured, the built front end. */
export async function buildApp({ db: connection, config, lifecycle = { draining: false } }: BuildAppOptions): Promise<FastifyInstance> {
  // Path parameters up to 2 KB reach their routes, which refuse them in words: an access token sent in the events
  // socket's path by an outdated client is closed with 4401, which a browser can read, instead of failing the upgrade.
  const app = Fastify({
    logger: config.logger,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: answerFrameworkError,
    // Two info lines per request cost more than a read itself; requests are logged at debug, which costs nothing at info.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug({ method: request.method, url: request.url, status: reply.statusCode, ms: reply.elapsedTime }, 'request completed');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installInputGuard(app);
  app.decorateRequest('user', null);
  app.decorateRequest('access', null);

  const db = connection.db;
  const outage = watchDatabaseOutage(db, app.log);
  app.decorate('databaseOutage', outage);
  app.addHook('onClose', async () => outage.stop());
  await installLoadShedding(app, config.shedding, connection.pendingQueries);
  healthRoutes(app, db, outage, lifecycle);
  const signingSecret = await loadSigningSecret(db, config.jwtSecret);
  const access = accessTokens(signingSecret, config.accessTokenTtlSeconds);
  const realtime = createRealtime(connection, app.log);
  const refresh = refreshTokenStore(db, config.refreshTokenTtlSeconds);
  const mailer = createMailer(db, config.mail);
  const context: AppContext = {
    db,
    config,
    access,
    refresh,
    sessions: sessionService(access, refresh, realtime),
    realtime,
    mailer,
    mailQueue: scheduleMailQueue(db, mailer, app.log),
    notify: createNotifier(db, realtime),
    payments: createPayments(db, config.payments),
    files: await fileStoreOf(config),
    fileGrants: fileGrants(signingSecret),
    identityCache: createIdentityCache(connection, app.log),
  };
  app.addHook('onReady', context.realtime.start);
  app.addHook('onClose', context.realtime.stop);
  app.addHook('onReady', context.identityCache.start);
  app.addHook('onClose', context.identityCache.stop);
  app.addHook('onReady', async () => context.mailQueue.start());
  // Hooks run in order: the queue stops, finishing the mail in flight, before the mailer closes.
  app.addHook('onClose', context.mailQueue.stop);
  app.addHook('onClose', async () => context.mailer.close());
  const housekeeping = scheduleHousekeeping(db, context.payments, app.log);
  app.addHook('onReady', housekeeping.start);
  app.addHook('onClose', housekeeping.stop);
  const uploadSweep = scheduleUploadSweep(db, context.files, config.uploadSweep, app.log);
  app.addHook('onReady', uploadSweep.start);
  app.addHook('onClose', uploadSweep.stop);

  await installSecurityHeaders(app);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Brotli's default quality (11) costs far too much CPU per response; 5 keeps most of the size benefit.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Trellis API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  await app.register(
    async (api) => {
      // Bearer tokens, not cookies, carry the session, so any origin may call the API.
      // strictPreflight off: an OPTIONS request without preflight headers gets the same empty answer, not a plain-text 400.
      await api.register(cors, {
        origin: '*',
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        maxAge: 600,
        strictPreflight: false,
      });
      authenticateRequests(api, db, access);
      // Answers of the API are personal unless a route says otherwise: no browser or proxy keeps them.
      api.addHook('onSend', async (request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        forgetOwnWrite(context.identityCache, request);
      });
      for (const feature of API_FEATURES) await api.register(feature, context);
    },
    { prefix: API_PREFIX },
  );
  await app.register(eventsSocketRoutes, context);
  await app.register(mailboxPage, context);
  await app.register(builtinCheckoutPages, context);
  await app.register(faviconRoute, context);

  /**
   * What one of this app's own GET routes answers, asked of the route in process, so a served page carries exactly
   * that answer; null for a 404.
   */
  const ownAnswer = async <T>(path: string, contract: z.ZodType<T>, headers: Record<string, string> = {}) => {
    const answer = await app.inject({ method: 'GET', url: `${API_PREFIX}${path}`, headers });
    if (answer.statusCode === 404) return null;
    if (answer.statusCode !== 200) throw new Error(`GET ${path} answered ${answer.statusCode}`);
    return contract.parse(answer.json());
  };
  const spaFallback = config.frontendRoot
    ? await serveFrontend(
        app,
        config.frontendRoot,
        pageContentSecurityPolicy(config),
        async () => (await ownAnswer(PATHS.remotes, RemoteRegistry))?.remotes ?? null,
        // A host no site claims gets no settings.
        (host) => ownAnswer(PATHS.appConfigGroup, AppConfig, host ? { host } : {}),
      )
    : null;
  app.setNotFoundHandler((request, reply) => spaFallback?.(request, reply) ?? reply.code(404).send({ detail: MESSAGES.http.notFound }));

  return app;
}
