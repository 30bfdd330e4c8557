import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { authSettingsFromEnv, defaultAuthSettings, type AttemptLimit, type AuthSettings } from './auth/auth-settings.ts';
import { DEFAULT_FRAME_RATE, type FrameRate } from './features/events-socket/frame-limits.ts';
import { DEFAULT_MAIL_SETTINGS, mailSettingsFromEnv, type MailSettings } from './mail/mail-settings.ts';
import { parseEnv } from './env-schema.ts';
import { paymentSettingsFromEnv, type PaymentSettings } from './features/payments/payment-settings.ts';
import type { UploadSweepSettings } from './housekeeping/unreferenced-uploads.ts';
import type { SheddingSettings } from './ops/load-shedding.ts';
import type { S3Settings } from './features/uploads/file-store.ts';
import type { ModelSettings } from './features/assistant/model-engine.ts';
import { classroomSettingsFromEnv, type ClassroomSettings } from './features/google-classroom/classroom-settings.ts';

/** Everything buildApp needs besides the database. */
export type ServerConfig = {
  /** HS256 secret for access tokens; null means the one stored in the database (created on first use). */
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Attempts on POST /token/ per window, counted per client address and per e-mail. */
  loginRateLimit: { perIp: number; perEmail: number; windowMs: number };
  /** Point every remote at its webpack dev server (the port its descriptor names) instead of the registry's URLs. */
  devRemotes: boolean;
  /** Repository root whose shell/dist and mf-*\/dist are served; null serves the API only. */
  frontendRoot: string | null;
  /** Read the client address from X-Forwarded-For; only behind a proxy that sets it, or the per-address limit is easy to dodge. */
  trustProxy: boolean;
  logger: boolean;
  auth: AuthSettings;
  mail: MailSettings;
  /** Stripe, or the built-in test checkout when no Stripe account is configured. */
  payments: PaymentSettings;
  /** Folder of uploaded files (pictures, resumes, form attachments). */
  uploadsDir: string;
  /** An S3-compatible bucket that holds uploaded files instead of the uploads folder; null keeps them on disk. */
  objectStorage: S3Settings | null;
  /** Professional-network profile data service; null hides that registration entry. */
  profileData: { url: string; key: string } | null;
  /** How often an events socket is pinged; one without a pong by the next ping is dropped. */
  socketHeartbeatMs: number;
  /** Origins besides this site's own that remotes may load from; the registry and the pages' CSP allow only these. */
  remoteOrigins: string[];
  /** Frames a client may send over the events socket, per socket and per member. */
  socketFrameRate: FrameRate;
  /** Skills, topics and institutions a member may add to the shared lists, per client address and per member. */
  submissionLimit: AttemptLimit;
  /** Uploads per client address and per member in each window, and the bytes of form files a member may keep. */
  uploadLimit: { perIp: number; perAccount: number; windowMs: number; quotaBytes: number };
  /** When to refuse new requests with 503 rather than queue them; zeros never shed. */
  shedding: SheddingSettings;
  /** How long a shutdown waits for requests in flight before it closes their connections. */
  shutdownGraceMs: number;
  /** Removal of stored files no row points at. */
  uploadSweep: UploadSweepSettings;
  /** Ask Anything: questions per client address and per member in each window, and the model, if one answers. */
  assistant: { limit: AttemptLimit; model: ModelSettings | null };
  /** The Google Classroom API circles sync from; null answers every sync with "not configured". */
  googleClassroom: ClassroomSettings | null;
};

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function defaultServerConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    jwtSecret: null,
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
    loginRateLimit: { perIp: 30, perEmail: 10, windowMs: 5 * 60 * 1000 },
    devRemotes: false,
    frontendRoot: null,
    trustProxy: false,
    logger: false,
    auth: defaultAuthSettings(),
    mail: DEFAULT_MAIL_SETTINGS,
    payments: { provider: 'builtin' },
    uploadsDir: join(tmpdir(), 'trellis-uploads'),
    objectStorage: null,
    profileData: null,
    socketHeartbeatMs: 30_000,
    remoteOrigins: [],
    socketFrameRate: DEFAULT_FRAME_RATE,
    uploadLimit: { perIp: 120, perAccount: 40, windowMs: 10 * 60 * 1000, quotaBytes: 250 * 1024 * 1024 },
    submissionLimit: { perIp: 100, perAccount: 30, windowMs: 60 * 60 * 1000 },
    // Off unless configured: a test run's busy event loop must not turn its requests away.
    shedding: { maxEventLoopDelayMs: 0, maxQueueLength: 0 },
    shutdownGraceMs: 10_000,
    uploadSweep: { graceMs: 60 * 60 * 1000, everyMs: 60 * 60 * 1000 },
    assistant: { limit: { perIp: 120, perAccount: 30, windowMs: 60 * 60 * 1000 }, model: null },
    googleClassroom: null,
    ...overrides,
  };
}

export type ProcessConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  server: ServerConfig;
};

/**
 * The environment variables main.ts and the command-line tools honour, checked by EnvSchema (the README lists
 * them); a bad value throws a ConfigError naming the variable, an unset one takes its default.
 */
export function configFromEnv(rawEnv: NodeJS.ProcessEnv): ProcessConfig {
  const env = parseEnv(rawEnv);
  const defaults = defaultServerConfig();
  const dataDir = env.TRELLIS_DATA_DIR ?? `${REPO_ROOT}.data/pglite`;
  return {
    port: env.PORT ?? 3000,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL,
    dataDir,
    server: defaultServerConfig({
      jwtSecret: env.TRELLIS_JWT_SECRET ?? null,
      devRemotes: env.TRELLIS_DEV_REMOTES,
      frontendRoot: REPO_ROOT,
      trustProxy: env.TRELLIS_TRUST_PROXY,
      logger: true,
      uploadsDir: dataDir === ':memory:' ? join(tmpdir(), 'trellis-uploads') : join(dataDir, 'uploads'),
      objectStorage: env.TRELLIS_S3_BUCKET
        ? {
            bucket: env.TRELLIS_S3_BUCKET,
            endpoint: env.TRELLIS_S3_ENDPOINT ?? null,
            region: env.TRELLIS_S3_REGION ?? 'us-east-1',
            prefix: env.TRELLIS_S3_PREFIX ?? '',
            credentials: env.TRELLIS_S3_ACCESS_KEY_ID
              ? { accessKeyId: env.TRELLIS_S3_ACCESS_KEY_ID, secretAccessKey: env.TRELLIS_S3_SECRET_ACCESS_KEY ?? '' }
              : null,
          }
        : null,
      profileData: env.TRELLIS_PROFILE_DATA_URL ? { url: env.TRELLIS_PROFILE_DATA_URL, key: env.TRELLIS_PROFILE_DATA_KEY ?? '' } : null,
      auth: authSettingsFromEnv(env),
      mail: mailSettingsFromEnv(env),
      payments: paymentSettingsFromEnv(env),
      googleClassroom: classroomSettingsFromEnv(env),
      shedding: {
        maxEventLoopDelayMs: env.TRELLIS_SHED_EVENT_LOOP_DELAY_MS ?? 250,
        maxQueueLength: env.TRELLIS_SHED_QUEUE_LENGTH ?? 24,
      },
      shutdownGraceMs: env.TRELLIS_SHUTDOWN_GRACE_MS ?? defaults.shutdownGraceMs,
      uploadSweep: {
        graceMs: (env.TRELLIS_UPLOAD_GRACE_SECONDS ?? defaults.uploadSweep.graceMs / 1000) * 1000,
        everyMs: (env.TRELLIS_UPLOAD_SWEEP_SECONDS ?? defaults.uploadSweep.everyMs / 1000) * 1000,
      },
      loginRateLimit: {
        ...defaults.loginRateLimit,
        perIp: env.TRELLIS_LOGIN_LIMIT_PER_IP ?? defaults.loginRateLimit.perIp,
        perEmail: env.TRELLIS_LOGIN_LIMIT_PER_EMAIL ?? defaults.loginRateLimit.perEmail,
      },
      remoteOrigins: env.TRELLIS_REMOTE_ORIGINS,
      uploadLimit: {
        ...defaults.uploadLimit,
        perIp: env.TRELLIS_UPLOAD_LIMIT_PER_IP ?? defaults.uploadLimit.perIp,
        perAccount: env.TRELLIS_UPLOAD_LIMIT_PER_ACCOUNT ?? defaults.uploadLimit.perAccount,
      },
      submissionLimit: {
        ...defaults.submissionLimit,
        perIp: env.TRELLIS_SUBMISSION_LIMIT_PER_IP ?? defaults.submissionLimit.perIp,
        perAccount: env.TRELLIS_SUBMISSION_LIMIT_PER_ACCOUNT ?? defaults.submissionLimit.perAccount,
      },
      assistant: {
        limit: {
          ...defaults.assistant.limit,
          perIp: env.TRELLIS_ASSISTANT_LIMIT_PER_IP ?? defaults.assistant.limit.perIp,
          perAccount: env.TRELLIS_ASSISTANT_LIMIT_PER_ACCOUNT ?? defaults.assistant.limit.perAccount,
        },
        model:
          env.TRELLIS_AI_BASE_URL && env.TRELLIS_AI_MODEL
            ? {
                baseUrl: env.TRELLIS_AI_BASE_URL,
                apiKey: env.TRELLIS_AI_API_KEY ?? null,
                model: env.TRELLIS_AI_MODEL,
                timeoutMs: env.TRELLIS_AI_TIMEOUT_MS ?? 60_000,
              }
            : null,
      },
    }),
  };
}
