import { solveChallenge } from 'altcha-lib';
import { deriveKey as derivePbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as deriveSha } from 'altcha-lib/algorithms/web/sha';
import type { Challenge } from 'altcha-lib/types';
import { solveChallenge as solveV1 } from 'altcha-lib/v1';
import { api } from '@trellis/platform/api-client';
import { API_PREFIX } from '@trellis/contracts';

/** The first ALTCHA protocol: find the number whose hash of salt + number is the challenge. */
type ChallengeV1 = { algorithm: string; challenge: string; salt: string; signature: string; maxnumber?: number };

const isV1 = (challenge: object): challenge is ChallengeV1 => typeof (challenge as ChallengeV1).challenge === 'string';

/** The challenge URL that GET /auth/options/ names, through the API client when it is one of the API's paths. */
async function fetchChallenge(url: string): Promise<object> {
  if (url.startsWith(API_PREFIX)) return api.get<object>(url.slice(API_PREFIX.length));
  if (url.startsWith('/') && !url.startsWith('//')) return api.get<object>(url);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`captcha challenge answered ${response.status}`);
  return (await response.json()) as object;
}

async function solveV2(challenge: Challenge, signal: AbortSignal) {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort());
  const deriveKey = challenge.parameters.algorithm.startsWith('PBKDF2/') ? derivePbkdf2 : deriveSha;
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  return solution && { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
}

async function solveFirstProtocol(challenge: ChallengeV1, signal: AbortSignal) {
  const { promise, controller } = solveV1(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
  signal.addEventListener('abort', () => controller.abort());
  const solution = await promise;
  return solution && { ...challenge, number: solution.number, took: solution.took };
}

/**
 * Fetches a self-hosted proof-of-work challenge (ALTCHA) and solves it in the
 * page. The hashing runs in Web Crypto, off the main thread, so the form stays
 * responsive. Answers the base64 JSON payload the ALTCHA widget would submit,
 * or null when cancelled.
 */
export async function solveProofOfWork(challengeUrl: string, signal: AbortSignal): Promise<string | null> {
  const challenge = await fetchChallenge(challengeUrl);
  const payload = isV1(challenge) ? await solveFirstProtocol(challenge, signal) : await solveV2(challenge as Challenge, signal);
  if (!payload || signal.aborted) return null;
  return btoa(JSON.stringify(payload));
}
