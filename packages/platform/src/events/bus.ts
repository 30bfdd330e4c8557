import mitt from 'mitt';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Every cross-area event; remotes talk to each other only through these. */
export type TrellisEvents = {
  /** Open the chat dock on a conversation with this person. */
  'chat:open': { userId: number; name?: string };
  'org:switched': { orgId: number };
  'profile:changed': undefined;
  'notification:read': { id: number };
  /** A notification came in live; areas showing what it is about reload it (`type` is the entity's, as `job`). */
  'notification:received': { type: string; name_slug: string | null };
  toast: { kind: ToastKind; content: string; durationSeconds?: number };
  /** Ask the shell to navigate across areas (a remote's router only knows its own prefix). */
  navigate: { to: string };
  'session:signed-out': undefined;
};

/** One bus per page: the platform package is a federation singleton. */
export const bus = mitt<TrellisEvents>();
export type TrellisBus = typeof bus;
