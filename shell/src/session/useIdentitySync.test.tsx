import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, waitFor } from '@testing-library/react';
import { setApiOrigin } from '@trellis/platform/api-client';
import { useSession } from '@trellis/platform/session';
import { AppProviders, BusToasts } from '@trellis/ui';
import { identity } from '../testing/fixtures.ts';
import { useIdentitySync } from './useIdentitySync.ts';

let server: Server;
let answer: { status: number; body: unknown };
const seenAuthorization: (string | undefined)[] = [];

beforeAll(async () => {
  // A real HTTP server in the place of the API's GET /api/v1/identity/.
  server = createServer((request, response) => {
    seenAuthorization.push(request.headers.authorization);
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function IdentitySync() {
  useIdentitySync();
  return null;
}

function renderSync() {
  return render(
    // The failure is a toast, shown by the page's one outlet as in the shell.
    <AppProviders>
      <BusToasts />
      <IdentitySync />
    </AppProviders>,
  );
}

beforeEach(() => {
  useSession.getState().signOut();
  seenAuthorization.length = 0;
});

describe('identity loading', () => {
  it('asks nothing while signed out', async () => {
    answer = { status: 200, body: identity() };
    renderSync();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seenAuthorization).toEqual([]);
  });

  it('loads GET /identity/ into the session store once there is a token', async () => {
    answer = { status: 200, body: identity() };
    useSession.getState().signIn({ access: 'access-1', refresh: 'refresh-1' });
    renderSync();
    await waitFor(() => expect(useSession.getState().identity?.first_name).toBe('Ada'));
    expect(seenAuthorization).toEqual(['Bearer access-1']);
    expect(useSession.getState().currentOrgId).toBe(7);
  });

  it('shows the error text of a failure that is not a 401', async () => {
    answer = { status: 500, body: {} };
    useSession.getState().signIn({ access: 'access-1', refresh: 'refresh-1' });
    renderSync();
    expect(await screen.findByText('A server error occurred. Please try again later.')).toBeInTheDocument();
    expect(useSession.getState().identity).toBeNull();
  });
});
