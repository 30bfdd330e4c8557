import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@trellis/contracts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = async (payload?: object) =>
    t.inject({
      method: 'POST',
      url: api(PATHS.feedback),
      headers: await t.authHeader('member@trellis.test'),
      ...(payload ? { payload } : {}),
    });

  it('stores feedback with a title and content', async () => {
    const response = await send({ title: 'Chat', content: 'Love the new chat dock.' });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).toEqual(expect.any(Number));
  });

  it('needs both fields, not blank (400 field errors)', async () => {
    const empty = await send();
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().field_errors).sort()).toEqual(['content', 'title']);
    expect((await send({ title: '   ', content: 'x' })).json().field_errors.title).toEqual(['Required']);
    expect((await send({ title: 'x', content: 'y'.repeat(4001) })).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const response = await t.inject({ method: 'POST', url: api(PATHS.feedback), payload: { title: 'a', content: 'b' } });
    expect(response.statusCode).toBe(401);
  });
});
