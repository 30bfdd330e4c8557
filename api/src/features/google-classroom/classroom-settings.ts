import type { Env } from '../../env-schema.ts';

/** Where the Classroom API is and the OAuth client whose refresh token reads it (an account that teaches the courses). */
export type ClassroomSettings = {
  apiUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  /** The longest one sync waits on Classroom, every page and the token included. */
  timeoutMs: number;
};

export const DEFAULT_CLASSROOM_API_URL = 'https://classroom.googleapis.com';
export const DEFAULT_CLASSROOM_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const DEFAULT_CLASSROOM_TIMEOUT_MS = 20_000;

/** The Classroom settings of the environment; null unless its three credentials are set (the schema refuses a part). */
export function classroomSettingsFromEnv(env: Env): ClassroomSettings | null {
  const { TRELLIS_CLASSROOM_CLIENT_ID: clientId, TRELLIS_CLASSROOM_CLIENT_SECRET: clientSecret } = env;
  const refreshToken = env.TRELLIS_CLASSROOM_REFRESH_TOKEN;
  if (!clientId || !clientSecret || !refreshToken) return null;
  return {
    apiUrl: (env.TRELLIS_CLASSROOM_API_URL ?? DEFAULT_CLASSROOM_API_URL).replace(/\/+$/, ''),
    tokenUrl: env.TRELLIS_CLASSROOM_TOKEN_URL ?? DEFAULT_CLASSROOM_TOKEN_URL,
    clientId,
    clientSecret,
    refreshToken,
    timeoutMs: env.TRELLIS_CLASSROOM_TIMEOUT_MS ?? DEFAULT_CLASSROOM_TIMEOUT_MS,
  };
}
