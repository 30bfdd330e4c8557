import type { FastifyBaseLogger } from 'fastify';
import type { RecaptchaSettings } from '../auth/auth-settings.ts';

/** Asks Google's siteverify whether a reCAPTCHA v2 answer is genuine (it also refuses an answer used twice). */
export async function verifyRecaptcha(
  settings: RecaptchaSettings,
  response: string,
  remoteIp: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  try {
    const answer = await fetch(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.secret, response, remoteip: remoteIp }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!answer.ok) {
      log.warn({ status: answer.status }, 'reCAPTCHA verification answered an error');
      return false;
    }
    const body = (await answer.json()) as { success?: unknown };
    return body.success === true;
  } catch (error) {
    log.warn({ err: error }, 'reCAPTCHA verification failed');
    return false;
  }
}
