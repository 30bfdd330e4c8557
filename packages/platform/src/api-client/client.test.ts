import { inject } from 'vitest';
import { PATHS, type GroupList, type Identity } from '@trellis/contracts';
import { bus } from '@trellis/platform/events';
import { useSession } from '@trellis/platform/session';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { api, setApiOrigin } from './client.ts';
import { ApiError, fieldErrors, formErrorMessage } from './errors.ts';

const PASSWORD = 'Trellis!2026';

describe('the shared API client against the real API', () => {
  beforeEach(() => connectApiServer(inject('apiUrl')));
  afterEach(() => signOut());

  it('adds the bearer token', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    const identity = await api.get<Identity>(PATHS.identity);
    expect(identity.profile.email).toBe('member@trellis.test');
  });

  it('refreshes once on 401 and retries the call with the rotated tokens', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    const { refreshToken } = useSession.getState();
    useSession.setState({ accessToken: 'expired.or.forged' });

    const identity = await api.get<Identity>(PATHS.identity);

    expect(identity.profile.email).toBe('member@trellis.test');
    const after = useSession.getState();
    expect(after.accessToken).not.toBe('expired.or.forged');
    expect(after.refreshToken).not.toBe(refreshToken);
  });

  it('signs out when the refresh fails too', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    useSession.setState({ accessToken: 'expired.or.forged', refreshToken: 'revoked' });
    const signedOut = vi.fn();
    bus.on('session:signed-out', signedOut);

    const failure = await api.get(PATHS.identity).catch((error: unknown) => error);

    bus.off('session:signed-out', signedOut);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(useSession.getState().accessToken).toBeNull();
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('scopes GET requests to the current organization', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    expect(await api.get(PATHS.groupMetrics)).toMatchObject({ total_members: expect.any(Number) });

    const organizations = await api.get<GroupList>(`${PATHS.groups}?group_type=organization&page_size=50`);
    const administered = useSession.getState().identity?.organization?.id;
    const other = organizations.data.find((group) => group.id !== administered);
    useSession.getState().setCurrentOrg(other!.id);

    const failure = (await api.get(PATHS.groupMetrics).catch((error: unknown) => error)) as ApiError;
    expect(failure.status).toBe(403);
    expect(failure.message).toBe("You don't have permission to perform this action");
  });

  it('maps failures to the HTTP-level messages and the form-error rule', async () => {
    const missing = (await api.get('/no-such-thing/').catch((error: unknown) => error)) as ApiError;
    expect(missing.message).toBe('The requested resource was not found');

    const invalid = await api.post(PATHS.token, { email: 'not-an-email', password: '' }).catch((error: unknown) => error);
    expect(fieldErrors(invalid)).toEqual({ email: 'Invalid email address', password: 'Please enter a password' });
    expect(formErrorMessage(invalid)).toBe('There is an error while processing your request');

    const wrong = await api.post(PATHS.token, { email: 'member@trellis.test', password: 'wrong password' }).catch((e: unknown) => e);
    expect((wrong as ApiError).status).toBe(401);
    expect((wrong as ApiError).message).toBe('There is an error while processing your request');
  });

  it('says so when nothing answers', async () => {
    setApiOrigin('http://127.0.0.1:9');
    const failure = (await api.get(PATHS.identity).catch((error: unknown) => error)) as ApiError;
    expect(failure.status).toBe(0);
    expect(failure.message).toBe('No response from server. Please check your connection.');
    expect(formErrorMessage(failure)).toBe('No response from server. Please check your connection.');
  });
});
