import { z } from 'zod';
import { parseRemoteOrigins } from './features/remotes/remote-origins.ts';

/*
 * Every environment variable the server and its command-line tools read, checked once when they start. A value
 * that is set but wrong stops the process with a sentence naming the variable: a typo in a limit or a flag
 * silently replaced by its default would run a deployment with settings nobody chose. An empty value counts as
 * unset, as container platforms write unset variables that way.
 */

const unsetWhenEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetWhenEmpty, schema.optional());

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) => {
  const error = `must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}`;
  return optional(z.string().regex(/^\d+$/, { error }).transform(Number).pipe(z.number().min(min, { error }).max(max, { error })));
};

/** A switch: `1` turns it on, `0` or unset leaves it off. */
const flag = optional(z.enum(['0', '1'], { error: 'must be 1 (on) or 0 (off)' })).transform((value) => value === '1');

const urlWith = (protocols: string[], example: string) =>
  optional(
    z.string().refine(
      (text) => {
        try {
          return protocols.includes(new URL(text).protocol);
        } catch {
          return false;
        }
      },
      { error: `must be a URL such as ${example}` },
    ),
  );

const text = (max: number) => optional(z.string().max(max, { error: `must be at most ${max} characters` }));

export const EnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(['production', 'development', 'test'], { error: 'must be production, development or test' })),
    PORT: wholeNumber(1, 65_535),
    HOST: text(255),
    DATABASE_URL: urlWith(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/trellis'),
    TRELLIS_DATA_DIR: text(4096),
    TRELLIS_JWT_SECRET: optional(z.string().min(16, { error: 'must be at least 16 characters; use a long random value' }).max(512)),
    TRELLIS_DEV_REMOTES: flag,
    TRELLIS_TRUST_PROXY: flag,
    TRELLIS_LOGIN_LIMIT_PER_IP: wholeNumber(1),
    TRELLIS_LOGIN_LIMIT_PER_EMAIL: wholeNumber(1),
    TRELLIS_AUTH_LIMIT_PER_IP: wholeNumber(1),
    TRELLIS_AUTH_LIMIT_PER_ACCOUNT: wholeNumber(1),
    TRELLIS_UPLOAD_LIMIT_PER_IP: wholeNumber(1),
    TRELLIS_UPLOAD_LIMIT_PER_ACCOUNT: wholeNumber(1),
    TRELLIS_SUBMISSION_LIMIT_PER_IP: wholeNumber(1),
    TRELLIS_SUBMISSION_LIMIT_PER_ACCOUNT: wholeNumber(1),
    TRELLIS_PUBLIC_URL: urlWith(['https:', 'http:'], 'https://trellis.example'),
    TRELLIS_SMTP_URL: urlWith(['smtp:', 'smtps:'], 'smtp://user:password@mail.example:587'),
    TRELLIS_DEV_MAILBOX: flag,
    TRELLIS_MAIL_FROM: optional(z.email({ error: 'must be an e-mail address such as no-reply@trellis.example' })),
    TRELLIS_RECAPTCHA_SITE_KEY: text(200),
    TRELLIS_RECAPTCHA_SECRET: text(200),
    TRELLIS_RECAPTCHA_VERIFY_URL: urlWith(['https:', 'http:'], 'https://www.google.com/recaptcha/api/siteverify'),
    TRELLIS_GOOGLE_CLIENT_ID: text(300),
    TRELLIS_FACEBOOK_APP_ID: text(200),
    TRELLIS_FACEBOOK_APP_SECRET: text(200),
    TRELLIS_LINKEDIN_CLIENT_ID: text(200),
    TRELLIS_LINKEDIN_CLIENT_SECRET: text(200),
    TRELLIS_LINKEDIN_REDIRECT_URI: urlWith(['https:', 'http:'], 'https://trellis.example/linkedin'),
    TRELLIS_PROFILE_DATA_URL: urlWith(['https:', 'http:'], 'https://profiles.example/api'),
    TRELLIS_PROFILE_DATA_KEY: text(500),
    TRELLIS_REMOTE_ORIGINS: optional(z.string().max(4096)).transform((raw, context) => {
      try {
        return parseRemoteOrigins(raw);
      } catch (error) {
        // parseRemoteOrigins names the variable itself; the message is reported without a second prefix.
        context.addIssue({ code: 'custom', message: (error as Error).message.replace(/^TRELLIS_REMOTE_ORIGINS: /, '') });
        return z.NEVER;
      }
    }),
    TRELLIS_STRIPE_SECRET_KEY: optional(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key such as sk_test_...' })
        .max(300),
    ),
    TRELLIS_STRIPE_PUBLISHABLE_KEY: optional(
      z
        .string()
        .regex(/^pk_(test|live)_\w+$/, { error: 'must be a Stripe publishable key such as pk_test_...' })
        .max(300),
    ),
    TRELLIS_STRIPE_WEBHOOK_SECRET: optional(
      z
        .string()
        .regex(/^whsec_\w+$/, { error: 'must be a webhook signing secret such as whsec_...' })
        .max(300),
    ),
    TRELLIS_STRIPE_API_URL: urlWith(['https:', 'http:'], 'https://api.stripe.com'),
    TRELLIS_SHED_EVENT_LOOP_DELAY_MS: wholeNumber(0),
    TRELLIS_SHED_QUEUE_LENGTH: wholeNumber(0),
    TRELLIS_SHUTDOWN_GRACE_MS: wholeNumber(1),
    TRELLIS_UPLOAD_GRACE_SECONDS: wholeNumber(1),
    TRELLIS_UPLOAD_SWEEP_SECONDS: wholeNumber(1),
    TRELLIS_S3_BUCKET: text(63),
    TRELLIS_S3_ENDPOINT: urlWith(['https:', 'http:'], 'https://s3.example.com'),
    TRELLIS_S3_REGION: text(50),
    TRELLIS_S3_PREFIX: text(200),
    TRELLIS_S3_ACCESS_KEY_ID: text(200),
    TRELLIS_S3_SECRET_ACCESS_KEY: text(200),
    TRELLIS_AI_BASE_URL: urlWith(['https:', 'http:'], 'https://api.openai.com/v1 or http://localhost:11434/v1'),
    TRELLIS_AI_API_KEY: text(500),
    TRELLIS_AI_MODEL: text(200),
    TRELLIS_AI_TIMEOUT_MS: wholeNumber(1000, 600_000),
    TRELLIS_CLASSROOM_CLIENT_ID: text(300),
    TRELLIS_CLASSROOM_CLIENT_SECRET: text(300),
    TRELLIS_CLASSROOM_REFRESH_TOKEN: text(1000),
    TRELLIS_CLASSROOM_API_URL: urlWith(['https:', 'http:'], 'https://classroom.googleapis.com'),
    TRELLIS_CLASSROOM_TOKEN_URL: urlWith(['https:', 'http:'], 'https://oauth2.googleapis.com/token'),
    TRELLIS_CLASSROOM_TIMEOUT_MS: wholeNumber(1000, 120_000),
    TRELLIS_ASSISTANT_LIMIT_PER_IP: wholeNumber(1),
    TRELLIS_ASSISTANT_LIMIT_PER_ACCOUNT: wholeNumber(1),
  })
  .superRefine((env, context) => {
    // A credential without its partner would leave the feature off with nothing said.
    const pairs = [
      ['TRELLIS_RECAPTCHA_SITE_KEY', 'TRELLIS_RECAPTCHA_SECRET'],
      ['TRELLIS_FACEBOOK_APP_ID', 'TRELLIS_FACEBOOK_APP_SECRET'],
      ['TRELLIS_LINKEDIN_CLIENT_ID', 'TRELLIS_LINKEDIN_CLIENT_SECRET'],
      ['TRELLIS_STRIPE_SECRET_KEY', 'TRELLIS_STRIPE_WEBHOOK_SECRET'],
      ['TRELLIS_STRIPE_SECRET_KEY', 'TRELLIS_STRIPE_PUBLISHABLE_KEY'],
      ['TRELLIS_S3_ACCESS_KEY_ID', 'TRELLIS_S3_SECRET_ACCESS_KEY'],
      ['TRELLIS_CLASSROOM_CLIENT_ID', 'TRELLIS_CLASSROOM_CLIENT_SECRET'],
      ['TRELLIS_CLASSROOM_CLIENT_ID', 'TRELLIS_CLASSROOM_REFRESH_TOKEN'],
    ] as const;
    for (const [a, b] of pairs) {
      if (Boolean(env[a]) === Boolean(env[b])) continue;
      const [missing, present] = env[a] ? [b, a] : [a, b];
      context.addIssue({ code: 'custom', path: [missing], message: `is needed with ${present}: set both, or neither` });
    }
    // A model server without a model name (or the reverse) would quietly leave the built-in engine answering.
    if (Boolean(env.TRELLIS_AI_BASE_URL) !== Boolean(env.TRELLIS_AI_MODEL)) {
      const [missing, present] = env.TRELLIS_AI_BASE_URL
        ? ['TRELLIS_AI_MODEL', 'TRELLIS_AI_BASE_URL']
        : ['TRELLIS_AI_BASE_URL', 'TRELLIS_AI_MODEL'];
      context.addIssue({ code: 'custom', path: [missing], message: `is needed with ${present}: set both, or neither` });
    }
    if (env.NODE_ENV === 'production' && !env.TRELLIS_SMTP_URL && !env.TRELLIS_DEV_MAILBOX) {
      // A production server with no way to deliver mail would keep every recovery link in a table and tell nobody.
      context.addIssue({
        code: 'custom',
        path: ['TRELLIS_SMTP_URL'],
        message:
          'is not set: a production server (NODE_ENV=production) must send mail through SMTP. ' +
          'Set TRELLIS_SMTP_URL, or TRELLIS_DEV_MAILBOX=1 to keep mail in an outbox readable from this machine only',
      });
    }
  });

export type Env = z.output<typeof EnvSchema>;

/** Variables whose value is never repeated in an error message. */
const SECRET = /SECRET|KEY|TOKEN$|PASSWORD|DATABASE_URL|SMTP_URL/;

export class ConfigError extends Error {}

/**
 * The checked environment. A bad value throws a ConfigError whose message has one sentence per wrong variable,
 * e.g. `TRELLIS_SHED_QUEUE_LENGTH must be a whole number from 0 (it is "many").`
 */
export function parseEnv(env: Record<string, string | undefined>): Env {
  const parsed = EnvSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const sentences = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'The environment');
    const value = env[name];
    const shown = value === undefined || SECRET.test(name) ? '' : ` (it is "${value.slice(0, 80)}")`;
    return `${name} ${issue.message}${shown}.`;
  });
  throw new ConfigError(sentences.join(' '));
}
