import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, inject } from 'vitest';
import { connectApiServer, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { ProfileRoutes } from '../ProfileRoutes.tsx';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Trellis!2026';

/** Call once per test file: its screens talk to the run's real API server, and each test starts signed out. */
export function setUpScreenTests() {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  // Unmount before signing out, so the screen does not re-render after its test.
  afterEach(() => {
    cleanup();
    signOut();
  });
}

/** This remote's routes at a URL, inside the stub shell, with an SWR cache of their own. */
export const renderProfileRoute = (url: string) => renderRoutes(<ProfileRoutes />, url);
