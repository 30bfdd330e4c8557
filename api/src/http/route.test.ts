import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@trellis/shared/contracts';
import * as declarations from '@trellis/shared/endpoints';
import { API_PREFIX, type Endpoint } from '@trellis/shared/endpoints';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

type Operation = { summary?: string; parameters?: { in: string; name: string }[]; requestBody?: unknown };

/** Every declared endpoint, from each area's group. */
function declaredEndpoints(): Endpoint[] {
  return Object.values(declarations).flatMap((exported) =>
    exported && typeof exported === 'object' ? (Object.values(exported) as Endpoint[]).filter((value) => 'schemas' in value) : [],
  );
}

/** `/groups/:id/join/` as the API documentation writes it: `/groups/{id}/join/`. */
const documentedPath = (endpoint: Endpoint) => API_PREFIX + endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}');
const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Routes of the areas whose declarations are still to be written. */
const UNDECLARED_FOR_NOW = new Set([
  'GET /api/v1/auth/options/',
  'GET /api/v1/captcha/challenge/',
  'POST /api/v1/register/',
  'POST /api/v1/verify-otp/',
  'POST /api/v1/resend-otp/',
  'POST /api/v1/users/verify-email/',
  'POST /api/v1/switch-email/',
  'POST /api/v1/users/alternate-email/',
  'GET /api/v1/account/export/',
  'POST /api/v1/account/delete/',
  'POST /api/v1/forgot-password/',
  'POST /api/v1/reset-password/',
  'POST /api/v1/change-password/',
  'POST /api/v1/google/login/',
  'POST /api/v1/facebook/login/',
  'POST /api/v1/linkedin/login/',
  'POST /api/v1/session-handoff/',
  'POST /api/v1/session-handoff/redeem/',
  'POST /api/v1/events-socket/ticket/',
  'GET /api/v1/dev/mailbox/',
  'PATCH /api/v1/users/profile/',
  'GET /api/v1/users/profile/',
  'PATCH /api/v1/profiles/me/',
  'PATCH /api/v1/profiles/{id}/',
  'POST /api/v1/group-profiles/',
  'PATCH /api/v1/group-profiles/{id}/',
  'POST /api/v1/groups/',
  'GET /api/v1/groups/',
  'GET /api/v1/users/profile/{slug}/',
  'GET /api/v1/career-profiles/',
  'POST /api/v1/career-profiles/',
  'PATCH /api/v1/career-profiles/{id}/',
  'DELETE /api/v1/career-profiles/{id}/',
  'GET /api/v1/topics/',
  'POST /api/v1/topics/',
  'GET /api/v1/submissions/',
  'POST /api/v1/submissions/{kind}/{id}/',
  'POST /api/v1/file-upload/',
  'POST /api/v1/upload-profile_picture/',
  'DELETE /api/v1/profiles/me/delete-picture/',
  'GET /api/v1/media/{name}',
  'GET /api/v1/profile-import/options/',
  'POST /api/v1/upload-resume/',
  'POST /api/v1/update-profile-linkedin/',
  'GET /api/v1/groups/default/',
  'GET /api/v1/groups/default-org/',
  'POST /api/v1/groups/{id}/join-default/',
  'POST /api/v1/users/switch-organization/',
  'POST /api/v1/users/default-organization/',
  'GET /api/v1/services/',
  'POST /api/v1/services/join/',
  'GET /api/v1/groups/metrics/',
  'GET /api/v1/groups/{id}/',
  'GET /api/v1/groups/slug/{slug}/',
  'POST /api/v1/groups/{id}/join/',
  'POST /api/v1/groups/{id}/cancel-request/',
  'POST /api/v1/groups/{id}/leave/',
  'POST /api/v1/groups/{id}/add-member/',
  'POST /api/v1/groups/{id}/remove-member/',
  'POST /api/v1/groups/{id}/respond-join-request/',
  'GET /api/v1/groups/{id}/members/',
  'POST /api/v1/payment-voucher/',
  'POST /api/v1/payment-confirmation/',
  'GET /api/v1/circles/',
  'GET /api/v1/events/',
  'GET /api/v1/users/{id}/circles/',
  'GET /api/v1/subscription-plans/',
  'GET /api/v1/use-cases/',
  'GET /api/v1/room/',
  'POST /api/v1/room/',
  'GET /api/v1/chats/{id}/',
  'GET /api/v1/search/',
  'POST /api/v1/follow/{type}/{id}/',
  'POST /api/v1/unfollow/{type}/{id}/',
  'GET /api/v1/connections/',
  'POST /api/v1/feedback/',
  'GET /api/v1/users/portal-preferences/',
  'PUT /api/v1/users/portal-preferences/',
]);

describe('every /api/v1 route is registered from its declared endpoint', () => {
  let t: TestApp;
  let registered: Map<string, Operation>;
  beforeAll(async () => {
    t = await createTestApp();
    // The API documentation lists every route the server registered, with what it was registered with.
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    registered = new Map(
      Object.entries(document.paths)
        .filter(([path]) => path.startsWith(`${API_PREFIX}/`))
        .flatMap(([path, operations]) =>
          Object.entries(operations).map(([method, operation]) => [keyOf(method, path), operation] as const),
        ),
    );
  });
  afterAll(() => t.close());

  it('declares every registered route', () => {
    const declared = new Set(declaredEndpoints().map((endpoint) => keyOf(endpoint.method, documentedPath(endpoint))));
    expect([...registered.keys()].filter((key) => !declared.has(key) && !UNDECLARED_FOR_NOW.has(key))).toEqual([]);
  });

  it('registers every declaration, with its summary and its parameters', () => {
    for (const endpoint of declaredEndpoints()) {
      const operation = registered.get(keyOf(endpoint.method, documentedPath(endpoint)));
      expect(operation, `${endpoint.method} ${endpoint.path} is declared but not registered`).toBeDefined();
      expect(operation!.summary).toBe(endpoint.summary);
      const pathParams = (operation!.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      expect(pathParams.sort()).toEqual(declarations.pathParamNames(endpoint.path).sort());
    }
  });

  it('names a path parameter of the declaration for each of its schema keys', () => {
    for (const endpoint of declaredEndpoints()) {
      const { params } = endpoint.schemas(contracts);
      const keys = params && 'shape' in params ? Object.keys(params.shape as object) : [];
      expect(keys.sort(), `${endpoint.method} ${endpoint.path}`).toEqual(declarations.pathParamNames(endpoint.path).sort());
    }
  });
});
