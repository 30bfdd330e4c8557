import { z } from 'zod';
import { MESSAGES } from '@trellis/shared/messages';
import { EMAIL_PATTERN } from './common.ts';

const email = z
  .string({ error: MESSAGES.auth.emailRequired })
  .trim()
  .min(1, MESSAGES.auth.emailRequired)
  .regex(EMAIL_PATTERN, MESSAGES.auth.emailInvalid);

/** POST /token/ */
export const LoginRequest = z.object({
  email,
  password: z.string({ error: MESSAGES.auth.passwordRequired }).min(1, MESSAGES.auth.passwordRequired),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

/** POST /token/refresh/ answers a new access token and, because refresh tokens rotate, a new refresh token. */
export const RefreshRequest = z.object({ refresh: z.string({ error: MESSAGES.common.required }).min(1, MESSAGES.common.required) });
export type RefreshRequest = z.infer<typeof RefreshRequest>;

/** POST /logout/ */
export const LogoutRequest = z.object({ refresh_token: z.string().min(1).optional() });
export type LogoutRequest = z.infer<typeof LogoutRequest>;

/** Claims of the access token; `sub` is the user id. */
export const AccessClaims = z.object({
  sub: z.string(),
  type: z.literal('access'),
});
export type AccessClaims = z.infer<typeof AccessClaims>;
