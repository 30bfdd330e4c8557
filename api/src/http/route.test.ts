import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@trellis/contracts';
import * as declarations from '@trellis/contracts/endpoints';
import { API_PREFIX, type Endpoint } from '@trellis/contracts/endpoints';
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
    expect([...registered.keys()].filter((key) => !declared.has(key))).toEqual([]);
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
