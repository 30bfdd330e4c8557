import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@trellis/platform/api-client';
import { solveCaptcha } from '@trellis/api/testing/captcha';
import { Identity, PATHS, RegisterResponse, TokenPair } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { signInAs, signOut } from '@trellis/test-kit';
import { DEMO_PASSWORD, renderProfileRoute, setUpScreenTests } from '../../../testing/renderProfileRoute.tsx';

const M = MESSAGES.account;
const PASSWORD = 'A long passphrase 2026';

/** A member of their own, signed up for this test: deleting a demo account would pull it from under other screen tests. */
async function signUpFresh() {
  signOut();
  const challenge = await api.get<Parameters<typeof solveCaptcha>[0]>(PATHS.captchaChallenge);
  const email = `leaving.${Date.now()}@example.org`;
  const pair = RegisterResponse.parse(
    await api.post(PATHS.register, {
      first_name: 'Leaving',
      last_name: 'Member',
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      recaptcha_response: await solveCaptcha(challenge),
    }),
  );
  useSession.getState().signIn(pair);
  const identity = Identity.parse(await api.get(PATHS.identity));
  useSession.getState().setIdentity(identity);
  return { email, identity };
}

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: M.deleteButton }));
  return within(await screen.findByRole('dialog', { name: M.deleteTitle }));
};

describe('your data, on the account page', () => {
  setUpScreenTests();

  it('downloads everything held about the member as one zip file', async () => {
    const identity = await signInAs('member@trellis.test', DEMO_PASSWORD);
    const saved: Blob[] = [];
    // jsdom has no object URLs: the file handed to the browser is caught here instead.
    URL.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:export');
    URL.revokeObjectURL = () => undefined;
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderProfileRoute(`/profile/${identity.profile.name_slug}/account`);
    expect(await screen.findByRole('heading', { name: M.yourData })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.exportButton }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: M.exportButton })).not.toHaveClass('ant-btn-loading'));
    expect(saved[0]!.type).toBe('application/zip');
    // A zip file starts with the local file header signature.
    const head = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(saved[0]!.slice(0, 4));
    });
    expect([...new Uint8Array(head)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    clicked.mockRestore();
  });

  it('says in words when the download could not be handed over, and offers it again', async () => {
    const identity = await signInAs('member@trellis.test', DEMO_PASSWORD);
    URL.createObjectURL = () => {
      throw new Error('no room for the file');
    };
    renderProfileRoute(`/profile/${identity.profile.name_slug}/account`);
    await userEvent.click(await screen.findByRole('button', { name: M.exportButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.exportFailed);
    expect(screen.getByRole('button', { name: M.exportButton })).toBeEnabled();
  });

  it('asks for the password, refuses a wrong one in words, and keeps the account when cancelled', async () => {
    const identity = await signInAs('member@trellis.test', DEMO_PASSWORD);
    renderProfileRoute(`/profile/${identity.profile.name_slug}/account`);
    let dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: M.deleteConfirm }));
    expect(await dialog.findByText(MESSAGES.auth.passwordRequired)).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(M.deletePasswordLabel), 'not my password{Enter}');
    expect(await dialog.findByText(MESSAGES.auth.currentPasswordWrong)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: M.deleteCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSession.getState().accessToken).not.toBeNull();
    await waitFor(async () => expect((await api.get<Identity>(PATHS.identity)).id).toBe(identity.id));
    dialog = await openDialog();
    expect(dialog.getByLabelText(M.deletePasswordLabel)).toHaveValue('');
  });

  it('deletes the account with the right password and signs this device out', async () => {
    const { email, identity } = await signUpFresh();
    renderProfileRoute(`/profile/${identity.profile.name_slug}/account`);
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText(M.deletePasswordLabel), PASSWORD);
    await userEvent.click(dialog.getByRole('button', { name: M.deleteConfirm }));
    await waitFor(() => expect(useSession.getState().accessToken).toBeNull());
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    await expect(api.post(PATHS.token, { email, password: PASSWORD }).then((body) => TokenPair.parse(body))).rejects.toMatchObject({
      status: 401,
    });
  });
});
