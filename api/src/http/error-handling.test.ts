import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LoginRequest } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { forbidden } from './errors.ts';
import { installErrorHandling } from './error-handling.ts';
import { SERVER_MESSAGES } from './server-messages.ts';
import { injectInto } from '../test-support/test-app.ts';

describe('error handling', () => {
  let app: FastifyInstance;
  const logged: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    app = Fastify({ logger: { level: 'error', stream } });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post('/login', { schema: { body: LoginRequest } }, async () => ({ ok: true }));
    typed.get('/items', { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } }, async () => ({ ok: true }));
    typed.post('/nested', { schema: { body: z.object({ tags: z.array(z.string().max(3)) }) } }, async () => ({ ok: true }));
    app.get('/forbidden', async () => {
      throw forbidden();
    });
    app.get('/nul-byte', async () => {
      throw new Error('Failed query', {
        cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
      });
    });
    app.get('/broken', async () => {
      throw new Error('database exploded');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers missing fields with their own messages', async () => {
    const response = await injectInto(app, { method: 'POST', url: '/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field_errors: { email: [MESSAGES.auth.emailRequired], password: [MESSAGES.auth.passwordRequired] } });
  });

  it('treats a POST without a body like an empty object', async () => {
    const response = await injectInto(app, { method: 'POST', url: '/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors.email).toEqual([MESSAGES.auth.emailRequired]);
  });

  it('treats an empty JSON body like an empty object', async () => {
    const response = await injectInto(app, { method: 'POST', url: '/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors.password).toEqual([MESSAGES.auth.passwordRequired]);
  });

  it('answers a malformed e-mail with the invalid-address message', async () => {
    const response = await injectInto(app, { method: 'POST', url: '/login', payload: { email: 'not an email', password: 'x' } });
    expect(response.json()).toEqual({ field_errors: { email: [MESSAGES.auth.emailInvalid] } });
  });

  it('answers a body that is not JSON with a message', async () => {
    const response = await injectInto(app, {
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: SERVER_MESSAGES.invalidJson });
  });

  it('answers a body of the wrong type as a non-field error', async () => {
    const response = await injectInto(app, { method: 'POST', url: '/login', payload: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json().non_field_errors).toHaveLength(1);
  });

  it('names nested fields by their dotted path', async () => {
    const response = await injectInto(app, { method: 'POST', url: '/nested', payload: { tags: ['ok', 'too long'] } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().field_errors)).toEqual(['tags.1']);
  });

  it('validates query strings the same way', async () => {
    const response = await injectInto(app, { url: '/items?page=zero' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors.page).toHaveLength(1);
  });

  it('sends deliberate answers as they are', async () => {
    const response = await injectInto(app, { url: '/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: MESSAGES.http.forbidden });
  });

  it('answers values the database refuses as bad input', async () => {
    const response = await injectInto(app, { url: '/nul-byte' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: SERVER_MESSAGES.invalidValue });
  });

  it('answers unexpected failures with the generic message and logs them', async () => {
    const response = await injectInto(app, { url: '/broken' }, { crashExpected: true });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: MESSAGES.http.server });
    expect(logged.join('')).toContain('database exploded');
  });

  it('answers unsupported content types with a 4xx, not a 500', async () => {
    const response = await injectInto(app, {
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
  });
});
