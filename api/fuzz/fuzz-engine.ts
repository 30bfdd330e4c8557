import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { TestApp } from '../src/test-support/test-app.ts';
import { ApiErrorBody, ServerSocketEvent, eventsSocketPath } from '@trellis/contracts';
import { MAX_FRAME_BYTES } from '../src/features/events-socket/frame-limits.ts';

/** A request slower than this on the in-process server is a failure: something ran on unbounded input. */
export const SLOW_MS = 1000;

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; [key: string]: unknown };
type Parameter = { in: 'path' | 'query' | 'header'; name: string };
type Operation = { method: string; path: string; parameters: Parameter[]; body: JsonSchema | null };

export type FuzzFailure = { request: string; status: number; reason: string };
export type FuzzReport = { operations: number; requests: number; frames: number; failures: FuzzFailure[]; slowestMs: number };

/** Text a hostile or careless client sends: empty, huge, NUL, broken surrogates, numbers as text, injections. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', 'null', '-1', '0', '1e309', '99999999999999999999', 'NaN', 'true'),
  fc.constantFrom('../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --", 'javascript:alert(1)', '%00', '%E0%A4%A'),
  fc.integer({ min: 200, max: 70_000 }).map((length) => 'a'.repeat(length)),
  fc.integer({ min: 200, max: 20_000 }).map((length) => `${'a'.repeat(length)}@${'b'.repeat(length)}`),
);

const { hostileValue } = fc.letrec((tie) => ({
  hostileValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('hostileValue'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie('hostileValue'), { maxKeys: 4 }),
  ),
}));

/** A body shaped like the route's: its own field names, each missing, hostile or of the wrong type, plus strays. */
function bodyFor(schema: JsonSchema | null): fc.Arbitrary<unknown> {
  const names = Object.keys(schema?.properties ?? {});
  const shaped = fc
    .tuple(
      fc.subarray(names),
      fc.array(hostileValue, { minLength: names.length, maxLength: names.length }),
      fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 2 }),
    )
    .map(([present, values, strays]) => ({ ...strays, ...Object.fromEntries(present.map((name) => [name, values[names.indexOf(name)]])) }));
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

/** What goes on the wire: mostly JSON, sometimes a body that lies about its type or is not what it says. */
const rawBody = fc.oneof(
  fc.constant({ type: 'application/json', payload: '{"unterminated": ' }),
  fc.constant({ type: 'application/json', payload: '' }),
  fc.constant({ type: 'text/plain', payload: 'plain text' }),
  fc.constant({ type: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' }),
  fc.constant({ type: 'multipart/form-data', payload: '--x\r\n\r\n' }),
  fc.constant({
    type: 'multipart/form-data; boundary=x',
    payload: '--x\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
  }),
  fc.constant({ type: 'multipart/form-data; boundary=x', payload: '--x\ncontent-disposition: form-data; name="files"\n\nabc\n--x--\n' }),
);

function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const body = operation.requestBody?.content?.['application/json']?.schema ?? null;
      operations.push({ method: method.toUpperCase(), path, parameters: operation.parameters ?? [], body });
    }
  }
  return operations;
}

/** Why an answer breaks the rules, or null: no 5xx, and every refusal is JSON in the error shape with something in it. */
export function answerProblem(status: number, contentType: string | undefined, body: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  if (!contentType?.includes('application/json')) return `a ${status} that is not JSON (${contentType ?? 'no type'})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `a ${status} whose body is not JSON`;
  }
  const shape = ApiErrorBody.strict().safeParse(parsed);
  if (!shape.success) return `a ${status} outside the error shape: ${body.slice(0, 200)}`;
  if (Object.keys(shape.data).length === 0) return `a ${status} with an empty error body`;
  return null;
}

function requestFor(
  operation: Operation,
  params: Record<string, string>,
  query: Record<string, string>,
  body: unknown,
  raw: { type: string; payload: string } | null,
  auth: Record<string, string>,
): InjectOptions {
  // A lone surrogate cannot travel in an address at all; it is sent as the replacement character a browser would send.
  const encode = (text: string) => encodeURIComponent(text.toWellFormed());
  const url = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encode(params[name] ?? 'x'));
  const search = Object.entries(query)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
  const options: InjectOptions = {
    method: operation.method as InjectOptions['method'],
    url: search ? `${url}?${search}` : url,
    headers: { ...auth },
  };
  if (operation.method === 'GET' || operation.method === 'HEAD') return options;
  if (raw) return { ...options, headers: { ...auth, 'content-type': raw.type }, payload: raw.payload };
  return { ...options, headers: { ...auth, 'content-type': 'application/json' }, payload: JSON.stringify(body) ?? 'null' };
}

/**
 * Sends `perOperation` generated bad requests to every operation of the app's OpenAPI document, signed out and
 * signed in as `auth` by turns, and reports every answer that breaks the rules. New routes are covered by being
 * documented. The same seed sends the same requests.
 */
export async function fuzzHttp(
  t: TestApp,
  options: { perOperation: number; seed: number; auth: () => Promise<Record<string, string>> },
): Promise<Omit<FuzzReport, 'frames'>> {
  const operations = operationsOf(t.app);
  const failures: FuzzFailure[] = [];
  let requests = 0;
  let slowestMs = 0;
  for (const [index, operation] of operations.entries()) {
    const pathNames = operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
    const queryNames = operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    const arbitrary = fc.record({
      params: fc.dictionary(
        fc.constantFrom(...(pathNames.length ? pathNames : ['none'])),
        hostileText.map((text) => text.slice(0, 4000)),
        { maxKeys: pathNames.length },
      ),
      query: fc.dictionary(fc.constantFrom(...queryNames, 'stray'), hostileText, { maxKeys: queryNames.length + 1 }),
      body: bodyFor(operation.body),
      raw: fc.option(rawBody, { freq: 5 }),
      signedIn: fc.boolean(),
    });
    for (const sample of fc.sample(arbitrary, { numRuns: options.perOperation, seed: options.seed + index })) {
      const auth = sample.signedIn ? await options.auth() : {};
      const request = requestFor(operation, sample.params, sample.query, sample.body, sample.raw, auth);
      const label = `${operation.method} ${String(request.url).slice(0, 120)}`;
      let started = performance.now();
      let response = await t.inject(request);
      let elapsed = performance.now() - started;
      // One stall of a busy machine is not the server's doing: a slow request counts only if it is slow twice.
      if (elapsed > SLOW_MS) {
        started = performance.now();
        response = await t.inject(request);
        elapsed = performance.now() - started;
      }
      requests += 1;
      slowestMs = Math.max(slowestMs, elapsed);
      const problem =
        elapsed > SLOW_MS
          ? `took ${Math.round(elapsed)} ms`
          : answerProblem(response.statusCode, response.headers['content-type'] as string | undefined, response.body);
      if (problem) failures.push({ request: label, status: response.statusCode, reason: problem });
    }
  }
  return { operations: operations.length, requests, failures, slowestMs };
}

const hostileFrame = fc.oneof(
  hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc
    .record({ client_id: hostileValue, room: hostileValue, messages: hostileValue })
    .map((fields) => JSON.stringify({ type: 'chat_message', ...fields })),
  fc
    .array(fc.record({ type: fc.constantFrom('text', 'image', 'x'), value: hostileText }), { maxLength: 12 })
    .map((messages) => JSON.stringify({ type: 'chat_message', client_id: 'fuzz', room: 1, messages })),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/**
 * Sends generated bad frames over one events socket and reports any answer that is not a server event, and a socket
 * the server closed: a frame within the size limit never ends the connection.
 */
export async function fuzzSocket(
  app: FastifyInstance,
  options: { frames: number; seed: number; ticket: string },
): Promise<{ frames: number; failures: FuzzFailure[] }> {
  const failures: FuzzFailure[] = [];
  const socket = await app.injectWS(eventsSocketPath(options.ticket));
  let closed = false;
  socket.on('close', (code: number) => {
    closed = true;
    failures.push({ request: 'events socket', status: code, reason: `the server closed the socket with ${code}` });
  });
  socket.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!ServerSocketEvent.safeParse(parsed).success)
      failures.push({ request: 'events socket', status: 0, reason: `an answer that is not a server event: ${text.slice(0, 200)}` });
  });
  const frames = fc
    .sample(hostileFrame, { numRuns: options.frames, seed: options.seed })
    .map((frame) => frame.slice(0, MAX_FRAME_BYTES / 2));
  for (const frame of frames) {
    if (closed) break;
    socket.send(frame);
    // Let the server answer before the next frame, so a refusal is matched to a live socket.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  socket.removeAllListeners('close');
  socket.terminate();
  return { frames: frames.length, failures };
}
