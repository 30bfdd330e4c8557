import type { TestProject } from 'vitest/node';
import { fileURLToPath } from 'node:url';
import { antdVisibilityCss } from '@trellis/federation/antd-styles';
import { startTestServer } from '@trellis/api/testing';
import type {} from './testContext.ts';

/**
 * vitest globalSetup: one real API server (in-memory database, demo data) for
 * the whole run, so screens are tested against the API they will talk to, and
 * the part of antd's CSS that hides elements, which each test file's page gets.
 */
export default async function setup(project: TestProject) {
  const [server, css] = await Promise.all([startTestServer(), antdVisibilityCss(fileURLToPath(new URL('../../ui/', import.meta.url)))]);
  project.provide('apiUrl', server.url);
  project.provide('antdVisibilityCss', css);
  return () => server.close();
}
