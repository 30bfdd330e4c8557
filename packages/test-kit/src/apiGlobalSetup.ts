import type { TestProject } from 'vitest/node';
import { startTestServer } from '@trellis/api/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

/**
 * vitest globalSetup: one real API server (in-memory database, demo data) for
 * the whole run, so screens are tested against the API they will talk to.
 */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide('apiUrl', server.url);
  return () => server.close();
}
