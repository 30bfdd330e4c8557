import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@trellis/platform/api-client';
import { LIMITS } from '@trellis/contracts/constants';
import { solveCaptcha } from '@trellis/api/testing/captcha';
import { Identity, PATHS, RegisterResponse, type OptionsConfig } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { signInAs, signOut } from '@trellis/test-kit';
import { DEMO_PASSWORD, renderProfileRoute, setUpScreenTests } from '../../testing/renderProfileRoute.tsx';
import { setSiteVariant } from '../../testing/setSiteVariant.ts';

// A member no other screen test of this remote touches, since every test file shares one API server.
const COMPLETE = 'hannah.schmidt@example.org';

/** A tiny but real PDF: the server judges the kind by these bytes. */
const resume = () => new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], 'resume.pdf', { type: 'application/pdf' });

/** jsdom's location cannot be spied on in place, so the page gets a copy of it whose reload is a spy. */
function spyOnReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return reload;
}

/** Saves the career answers through the API, as the wizard's Career Information step would. */
async function answerCareer(identity: Identity) {
  const options = await api.get<OptionsConfig>(PATHS.optionsConfig);
  const stage = options.career_stages[2]!.id;
  const answers = { career_stage: stage, reason_to_join: options.career_reason_map[stage]!.slice(0, 2) };
  await api.patch(PATHS.groupProfile(identity.group_profile!.id), answers);
}

/** A member who has just signed up and answered nothing yet, as the wizard meets them. */
async function signUpFresh() {
  signOut();
  const challenge = await api.get<Parameters<typeof solveCaptcha>[0]>(PATHS.captchaChallenge);
  const password = 'A long passphrase 2026';
  const pair = RegisterResponse.parse(
    await api.post(PATHS.register, {
      first_name: 'Rosa',
      last_name: 'Parks',
      email: `rosa.${Date.now()}@example.org`,
      password,
      confirm_password: password,
      recaptcha_response: await solveCaptcha(challenge),
    }),
  );
  useSession.getState().signIn(pair);
  useSession.getState().setIdentity(Identity.parse(await api.get(PATHS.identity)));
}

async function importResume() {
  renderProfileRoute('/registration');
  await userEvent.click(await screen.findByRole('radio', { name: 'Upload your resume (about 15 seconds)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, resume());
}

const handOver = { timeout: LIMITS.resumeHandOverMs + 10_000 };

describe('registration by resume import', () => {
  setUpScreenTests();
  afterEach(() => vi.unstubAllGlobals());

  it('reloads at once when the import leaves nothing for the layout to ask', async () => {
    const identity = await signInAs(COMPLETE, DEMO_PASSWORD);
    await answerCareer(identity);
    await setSiteVariant('general');
    const reload = spyOnReload();
    await importResume();
    await waitFor(() => expect(reload).toHaveBeenCalledOnce(), handOver);
    expect(screen.queryByRole('heading', { name: 'Specific Needs' })).not.toBeInTheDocument();
    await waitFor(async () => expect(Identity.parse(await api.get(PATHS.identity)).profile.resume).toMatch(/\.pdf\?grant=/));
  }, 60_000);

  it('asks Specific Needs, then offers Finish, when the site still lacks its own block', async () => {
    const identity = await signInAs(COMPLETE, DEMO_PASSWORD);
    await answerCareer(identity);
    // The diaspora site also wants the country of origin, which no resume gives.
    await setSiteVariant('diaspora');
    const reload = spyOnReload();
    await importResume();
    expect(await screen.findByRole('heading', { name: 'Specific Needs' }, handOver)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Specific needs'), 'Captions on videos, please.');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MESSAGES.registration.almostComplete)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(reload).toHaveBeenCalledOnce();
  }, 60_000);

  it('asks to complete career information when the import leaves it absent, and leads into the career steps', async () => {
    await signUpFresh();
    await setSiteVariant('general');
    const reload = spyOnReload();
    await importResume();
    expect(await screen.findByRole('heading', { name: 'Specific Needs' }, handOver)).toBeInTheDocument();
    // An empty Specific Needs skips the save and moves on.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Some information is missing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Complete career information' }));
    expect(await screen.findByRole('heading', { name: 'Current Role' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  }, 60_000);
});
