import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Identity } from '@trellis/contracts';

export type SessionState = {
  accessToken: string | null;
  refreshToken: string | null;
  identity: Identity | null;
  /** Organization every GET is scoped to (`current_org`). */
  currentOrgId: number | null;
  /** Group role picked in the role selector; null when cleared. */
  selectedRole: string | null;
  adminMode: boolean;
};

export type SessionActions = {
  signIn(tokens: { access: string; refresh: string }): void;
  setTokens(tokens: { access: string; refresh: string }): void;
  setIdentity(identity: Identity | null): void;
  setCurrentOrg(orgId: number | null): void;
  setSelectedRole(role: string | null): void;
  setAdminMode(on: boolean): void;
  signOut(): void;
};

export type SessionStore = SessionState & SessionActions;

const signedOut: SessionState = {
  accessToken: null,
  refreshToken: null,
  identity: null,
  currentOrgId: null,
  selectedRole: null,
  adminMode: false,
};

export const SESSION_STORAGE_KEY = 'trellis-session';

/**
 * The one session store of the page. It lives in the run-time platform, which
 * Module Federation loads once, so the shell and every remote read the same
 * instance; only tokens and choices are persisted, never the identity.
 */
export const useSession = create<SessionStore>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: ({ access, refresh }) => set({ accessToken: access, refreshToken: refresh }),
      setTokens: ({ access, refresh }) => set({ accessToken: access, refreshToken: refresh }),
      setIdentity: (identity) =>
        set((state) => ({
          identity,
          currentOrgId: state.currentOrgId ?? identity?.organization?.id ?? null,
        })),
      setCurrentOrg: (currentOrgId) => set({ currentOrgId }),
      setSelectedRole: (selectedRole) => set({ selectedRole }),
      setAdminMode: (adminMode) => set({ adminMode }),
      signOut: () => set(signedOut),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ accessToken, refreshToken, currentOrgId, selectedRole, adminMode }) => ({
        accessToken,
        refreshToken,
        currentOrgId,
        selectedRole,
        adminMode,
      }),
    },
  ),
);

export const isSignedIn = (state: SessionState) => state.accessToken !== null;
