import { createTestApp } from '../src/test-support/test-app.ts';
import { fuzzHttp, fuzzSocket, type FuzzReport } from './fuzz-engine.ts';

/**
 * Fuzzes a fresh seeded server: about `cases` requests spread over every documented operation, and a tenth as many
 * socket frames on top. Rate limits are lifted so that every case reaches the code it is meant to test.
 */
export async function runFuzz({ cases, seed }: { cases: number; seed: number }): Promise<FuzzReport> {
  const unlimited = { perIp: 1_000_000, perAccount: 1_000_000, windowMs: 60_000 };
  const t = await createTestApp({
    socketFrameRate: { perSocket: 1_000_000, perUser: 1_000_000, windowMs: 1000 },
    uploadLimit: { ...unlimited, quotaBytes: 1024 * 1024 * 1024 },
  });
  let report: FuzzReport | undefined;
  try {
    const operations = (Object.values((t.app.swagger() as { paths: Record<string, object> }).paths) as object[]).reduce(
      (count, methods) => count + Object.keys(methods).length,
      0,
    );
    // The member signs in again now and then: a fuzzed logout or password change may end their session.
    let signedIn = await t.signIn('member@trellis.test');
    let uses = 0;
    const auth = async () => {
      if (++uses % 200 === 0) signedIn = await t.signIn('member@trellis.test');
      return { authorization: `Bearer ${signedIn.access}` };
    };
    const http = await fuzzHttp(t, { perOperation: Math.ceil(cases / operations), seed, auth });
    const socket = await fuzzSocket(t.app, {
      frames: Math.ceil(cases / 10),
      seed,
      ticket: await t.socketTicket((await t.signIn('leader@trellis.test')).access),
    });
    report = { ...http, frames: socket.frames, failures: [...http.failures, ...socket.failures] };
  } finally {
    // Closing fails when any answer was a 500; the report already names each, so it is not said twice.
    await t.close().catch((error: unknown) => {
      if (!report) throw error;
    });
  }
  return report;
}
