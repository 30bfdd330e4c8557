export { useSession, isSignedIn, SESSION_STORAGE_KEY } from './store.ts';
export type { SessionState, SessionActions, SessionStore } from './store.ts';
