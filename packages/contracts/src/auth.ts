import { z } from 'zod';
import { MESSAGES } from '@trellis/contracts/messages';
import { emailField, opaqueToken } from './common.ts';

const email = emailField(MESSAGES.auth.emailRequired, MESSAGES.auth.emailInvalid);

/** No stored password is longer than a new one may be, so a longer attempt is refused before it is hashed. */
const PASSWORD_MAX = 128;
const tooLong = MESSAGES.profileForm.maxChars;

/** POST /token/ */
export const LoginRequest = z.object({
  email,
  password: z
    .string({ error: MESSAGES.auth.passwordRequired })
    .min(1, MESSAGES.auth.passwordRequired)
    .max(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
  /** Asked for only after repeated failures for the e-mail: the answer of the server's captcha. */
  recaptcha_response: z.string().max(8192).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

/** POST /token/refresh/ answers a new access token and, because refresh tokens rotate, a new refresh token. */
export const RefreshRequest = z.object({ refresh: opaqueToken(MESSAGES.common.required) });
export type RefreshRequest = z.infer<typeof RefreshRequest>;

/** POST /logout/ */
export const LogoutRequest = z.object({ refresh_token: opaqueToken(MESSAGES.common.required).optional() });
export type LogoutRequest = z.infer<typeof LogoutRequest>;

/** Claims of the access token; `sub` is the user id, `sid` the session it belongs to. */
export const AccessClaims = z.object({
  sub: z.string(),
  sid: z.uuid(),
  type: z.literal('access'),
});
export type AccessClaims = z.infer<typeof AccessClaims>;

const newPassword = z
  .string({ error: MESSAGES.common.required })
  .min(1, MESSAGES.common.required)
  .min(8, MESSAGES.auth.passwordTooShort)
  .max(PASSWORD_MAX, tooLong(PASSWORD_MAX));

/** POST /register/. confirm_password must equal password. */
export const RegisterRequest = z
  .object({
    first_name: z.string({ error: MESSAGES.auth.firstNameTooShort }).trim().min(1, MESSAGES.auth.firstNameTooShort).max(150),
    last_name: z.string({ error: MESSAGES.auth.lastNameTooShort }).trim().min(1, MESSAGES.auth.lastNameTooShort).max(150),
    email,
    password: newPassword,
    confirm_password: z.string({ error: MESSAGES.auth.passwordsDoNotMatch }).max(PASSWORD_MAX, MESSAGES.auth.passwordsDoNotMatch),
    subscribe_to_newsletter: z.boolean().default(false),
    profile_type: z.literal('individual').default('individual'),
    username: z.string().trim().max(150).optional(),
    recaptcha_response: opaqueToken(MESSAGES.auth.captchaRequired, 8192),
  })
  .refine((body) => body.password === body.confirm_password, {
    path: ['confirm_password'],
    message: MESSAGES.auth.passwordsDoNotMatch,
  });
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** Answer of POST /register/: the new account is signed in at once (redirect_to_login means "use these tokens"). */
export const RegisterResponse = TokenPair.extend({ message: z.string(), redirect_to_login: z.boolean() });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const OTP_TYPES = ['registration', 'alternate_email'] as const;
export type OtpType = (typeof OTP_TYPES)[number];

/** POST /verify-otp/: six digits. */
export const VerifyOtpRequest = z.object({
  otp: z
    .string({ error: MESSAGES.common.required })
    .max(6, { error: MESSAGES.auth.otpInvalid, abort: true })
    .regex(/^\d{6}$/, MESSAGES.auth.otpInvalid),
  type: z.enum(OTP_TYPES).default('registration'),
});
export type VerifyOtpRequest = z.input<typeof VerifyOtpRequest>;

/** Verification changes what the access token may do, so it answers a fresh pair. */
export const VerifyOtpResponse = TokenPair.extend({ message: z.string() });
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponse>;

/** POST /resend-otp/ */
export const ResendOtpRequest = z.object({ type: z.enum(OTP_TYPES).default('registration') });
export type ResendOtpRequest = z.input<typeof ResendOtpRequest>;

/** POST /account/delete/: the member's own password confirms that the account and its personal data go for good. */
export const AccountDeletionRequest = z.object({
  password: z
    .string({ error: MESSAGES.auth.passwordRequired })
    .min(1, MESSAGES.auth.passwordRequired)
    .max(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
});
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequest>;

/** Answers that only carry a sentence for the user. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** POST /change-password/ (the confirmation is checked by the form; the server needs the two passwords). */
export const ChangePasswordRequest = z.object({
  current_password: z.string({ error: MESSAGES.common.required }).min(1, MESSAGES.common.required).max(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
  new_password: newPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
/** The password change signs every other device out and keeps this one signed in with a new pair. */
export const ChangePasswordResponse = TokenPair.extend({ message: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

/** POST /forgot-password/: answers the same sentence whether or not the e-mail has an account. */
export const ForgotPasswordRequest = z.object({
  email: emailField(MESSAGES.auth.forgotEmailInvalid, MESSAGES.auth.forgotEmailInvalid),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/** POST /reset-password/: the step the recovery e-mail's link leads to (/reset-password/{token}). */
export const ResetPasswordRequest = z
  .object({
    token: opaqueToken(MESSAGES.auth.resetLinkInvalid),
    new_password: newPassword,
    confirm_password: z.string({ error: MESSAGES.auth.passwordsDoNotMatch }).max(PASSWORD_MAX, MESSAGES.auth.passwordsDoNotMatch),
  })
  .refine((body) => body.new_password === body.confirm_password, {
    path: ['confirm_password'],
    message: MESSAGES.auth.passwordsDoNotMatch,
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** POST /reset-password/check/: where the e-mailed link stands, asked by its page before showing the form. */
export const ResetLinkCheckRequest = z.object({ token: opaqueToken(MESSAGES.auth.resetLinkInvalid) });
export type ResetLinkCheckRequest = z.infer<typeof ResetLinkCheckRequest>;
/** `live` until used or an hour old; a link stops working when it or a newer link of the same account is used. */
export const ResetLinkState = z.object({ state: z.enum(['live', 'used', 'expired', 'unknown']) });
export type ResetLinkState = z.infer<typeof ResetLinkState>;

/** POST /users/verify-email/ with the key from the e-mailed link (/verify-email/{token}). */
export const VerifyEmailRequest = z.object({
  verification_key: opaqueToken(MESSAGES.common.required),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;
export const VerifyEmailResponse = z.object({ access_token: z.string(), refresh_token: z.string() });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

/**
 * POST /session-handoff/ answers a code valid for one minute and one use; the receiving site exchanges it with
 * POST /session-handoff/redeem/ for a session of its own. Only the code ever travels in an address.
 */
export const SessionHandoff = z.object({ code: z.string() });
export type SessionHandoff = z.infer<typeof SessionHandoff>;
export const SessionHandoffRedeem = z.object({ code: opaqueToken(MESSAGES.auth.handoffExpired) });
export const SessionHandoffPair = TokenPair.extend({ user: z.object({ id: z.number().int(), email: z.string() }) });
export type SessionHandoffPair = z.infer<typeof SessionHandoffPair>;

/** Social sign-in: what each provider's button sends. */
const providerToken = opaqueToken(MESSAGES.common.required, 4096);
export const GoogleLoginRequest = z.object({ access_token: providerToken, one_tap: z.boolean().optional() });
export const FacebookLoginRequest = z.object({ access_token: providerToken, user_id: opaqueToken(MESSAGES.common.required, 128) });
export const LinkedinLoginRequest = z.object({
  code: providerToken,
  redirect_uri: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
});

/** GET /auth/options/: which sign-in providers and which captcha this server is configured with. */
export const AuthOptions = z.object({
  providers: z.object({
    google: z.object({ client_id: z.string() }).nullable(),
    facebook: z.object({ app_id: z.string() }).nullable(),
    linkedin: z.object({ client_id: z.string() }).nullable(),
  }),
  captcha: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('proof_of_work'), challenge_url: z.string() }),
    z.object({ kind: z.literal('recaptcha'), site_key: z.string() }),
  ]),
  /** The stored outbox is readable only when no SMTP server is configured. */
  dev_mailbox: z.boolean(),
});
export type AuthOptions = z.infer<typeof AuthOptions>;

/** One message of the stored outbox (GET /dev/mailbox/). */
export const MailboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
});
export type MailboxMessage = z.infer<typeof MailboxMessage>;
export const Mailbox = z.object({ data: z.array(MailboxMessage) });

/** A proof-of-work captcha challenge (ALTCHA), handed to the widget as the server built it. */
export const CaptchaChallenge = z.looseObject({});

/** GET /dev/mailbox/: the mail of one address, or all of it. */
export const MailboxQuery = z.object({ to: z.string().trim().toLowerCase().max(320).optional() });
