import type { WebSocket } from '@fastify/websocket';
import { eventsSocketPath } from '@trellis/contracts';
import type { ServerConfig } from '../config.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export type TwoInstances = {
  database: TestDatabase;
  first: TestApp;
  second: TestApp;
  /** Signs a demo account in on one instance and opens its events socket there. */
  openSocket(app: TestApp, email: string): Promise<WebSocket>;
  /** Drops every socket opened, then both instances and the database. */
  close(): Promise<void>;
};

/** Two API instances on one database, as behind a load balancer: what realtime fan-out is tested on. */
export async function twoInstances(config: Partial<ServerConfig> = {}): Promise<TwoInstances> {
  const database = await createTestDatabase();
  const first = await createTestApp(config, database);
  const second = await createTestApp(config, { ...database, connection: await database.openSibling() });
  const open: WebSocket[] = [];
  return {
    database,
    first,
    second,
    async openSocket(app, email) {
      const { access } = await app.signIn(email);
      const socket = await app.app.injectWS(eventsSocketPath(await app.socketTicket(access)));
      open.push(socket);
      return socket;
    },
    async close() {
      for (const socket of open) socket.terminate();
      await first.close();
      await second.close();
      await database.close();
    },
  };
}
