import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { api, createTestApp, type TestApp } from '../test-support/test-app.ts';
import { MAX_INPUT_TEXT } from './input-guard.ts';
import { SERVER_MESSAGES } from './server-messages.ts';

type JsonSchema = { [key: string]: unknown };

/** Where a request schema takes text of any length: a string with no maxLength, enum, const or format. */
function unboundedStrings(schema: unknown, where: string, found: string[]) {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as JsonSchema;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('string') && node.maxLength === undefined && !node.enum && node.const === undefined && !node.format) {
    found.push(where);
  }
  for (const [key, child] of Object.entries(node)) unboundedStrings(child, `${where}.${key}`, found);
}

describe('every input is bounded before it is parsed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('declares a length limit for every string a route takes', () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: { in: string; name: string; schema: unknown }[] }>>;
    };
    const found: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        unboundedStrings(operation.requestBody, `${method.toUpperCase()} ${path} body`, found);
        for (const parameter of operation.parameters ?? []) {
          unboundedStrings(parameter.schema, `${method.toUpperCase()} ${path} ${parameter.in} ${parameter.name}`, found);
        }
      }
    }
    expect(found).toEqual([]);
  });

  // Long enough to have frozen the server for seconds under a backtracking pattern, short enough for the contract to answer.
  const longEmail = `${'a'.repeat(12 * 1024)}@example`;
  it.each([
    [PATHS.token, { email: longEmail, password: 'x' }, MESSAGES.auth.emailInvalid],
    [
      PATHS.register,
      {
        email: longEmail,
        first_name: 'A',
        last_name: 'B',
        password: 'long enough',
        confirm_password: 'long enough',
        recaptcha_response: 'x',
      },
      MESSAGES.auth.emailInvalid,
    ],
    [PATHS.forgotPassword, { email: longEmail }, MESSAGES.auth.forgotEmailInvalid],
  ])('refuses a 64 KB e-mail to %s with a field error', async (path, payload, message) => {
    const response = await t.post(path, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors.email).toEqual([message]);
  });

  it('refuses a 64 KB alternate e-mail of a signed-in member', async () => {
    const response = await t.post(PATHS.alternateEmail, { email: longEmail }, await t.authHeader('member@trellis.test'));
    expect(response.json()).toEqual({ field_errors: { email: [MESSAGES.auth.emailInvalid] } });
  });

  it('refuses a 64 KB e-mail before any schema reads it', async () => {
    const response = await t.post(PATHS.token, { email: `${'a'.repeat(64 * 1024)}@example`, password: 'x' });
    expect(response.json()).toEqual({ field_errors: { email: [MESSAGES.profileForm.maxChars(MAX_INPUT_TEXT)] } });
  });

  it('refuses text over the platform-wide limit in any field, also one a schema leaves open', async () => {
    const response = await t.post(
      PATHS.feedback,
      { title: 'x'.repeat(MAX_INPUT_TEXT + 1), description: 'y' },
      await t.authHeader('member@trellis.test'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field_errors: { title: [MESSAGES.profileForm.maxChars(MAX_INPUT_TEXT)] } });
  });

  it('refuses a NUL character in the body, the query and the path, naming the field', async () => {
    const login = await t.post(PATHS.token, { email: 'member@trellis.test', password: 'a\u0000b' });
    expect(login.json()).toEqual({ field_errors: { password: [SERVER_MESSAGES.nulCharacter] } });
    const query = await t.inject({ url: api(`${PATHS.groups}?search=a%00b`) });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ field_errors: { search: [SERVER_MESSAGES.nulCharacter] } });
    const path = await t.inject({ url: api(PATHS.publicProfile('a\u0000b')) });
    expect(path.json()).toEqual({ field_errors: { slug: [SERVER_MESSAGES.nulCharacter] } });
  });

  it('refuses a body nested past any form the platform has', async () => {
    let nested: object = {};
    for (let depth = 0; depth < 40; depth++) nested = { nested };
    const response = await t.post(PATHS.feedback, { title: 'a', description: 'b', nested }, await t.authHeader('member@trellis.test'));
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toBeDefined();
  });
});
