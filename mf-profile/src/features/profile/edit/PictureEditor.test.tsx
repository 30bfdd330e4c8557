import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@trellis/platform/api-client';
import { LIMITS } from '@trellis/contracts/constants';
import { Identity, PATHS } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { signInAs } from '@trellis/test-kit';
import { DEMO_PASSWORD, renderProfileRoute, setUpScreenTests } from '../../../testing/renderProfileRoute.tsx';

// A member no other screen test of this remote touches, since every test file shares one API server.
const MEMBER = 'aisha.bello@example.org';

/** The smallest real PNG: a 1x1 transparent pixel. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);
const png = (bytes: BlobPart[] = [PNG_BYTES]) => new File(bytes, 'me.png', { type: 'image/png' });

const storedPicture = async () => Identity.parse(await api.get(PATHS.identity)).profile.picture;

async function openPictureEditor() {
  renderProfileRoute('/profile');
  await userEvent.click(await screen.findByRole('button', { name: /Edit profile/ }));
  const drawer = await screen.findByRole('dialog', { name: 'Edit profile' }, { timeout: 5000 });
  const button = await within(drawer).findByRole('button', { name: 'Upload picture' });
  return {
    drawer,
    input: button.closest('.ant-upload')!.querySelector<HTMLInputElement>('input[type=file]')!,
    // The avatar is decorative (the name is written beside it), so it is found by its place, not a role.
    shownPicture: () => drawer.querySelector('.ant-avatar img')?.getAttribute('src') ?? null,
  };
}

describe('profile picture', () => {
  setUpScreenTests();

  it('uploads a picture with progress, shows and stores it, and removes it again', async () => {
    await signInAs(MEMBER, DEMO_PASSWORD);
    const { drawer, input, shownPicture } = await openPictureEditor();
    // The picture does not wait for Save profile, and the editor says so before and after.
    expect(within(drawer).getByText(MESSAGES.profileForm.pictureSavedAtOnce)).toBeInTheDocument();
    await userEvent.upload(input, png());
    await waitFor(() =>
      expect(within(drawer).getByRole('progressbar', { name: 'Picture upload progress' })).toHaveAttribute('aria-valuenow', '100'),
    );
    expect(await screen.findByText(MESSAGES.profileForm.pictureSaved)).toBeInTheDocument();
    // The page reloads what it shows while the server is asked: the read waits inside waitFor, so that reload is
    // seen as part of the test rather than as an update after it.
    const stored = await waitFor(async () => {
      const picture = await storedPicture();
      expect(picture).toMatch(/\.png$/);
      return picture;
    });
    await waitFor(() => expect(shownPicture()).toBe(stored));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(shownPicture()).toBeNull());
    expect(within(drawer).queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
    await waitFor(async () => expect(await storedPicture()).toBeNull());
  }, 60_000);

  it('refuses a file that only has an image name, since the server reads its bytes', async () => {
    await signInAs(MEMBER, DEMO_PASSWORD);
    const before = await storedPicture();
    const { drawer, input } = await openPictureEditor();
    await userEvent.upload(input, png(['These are notes, not a picture.']));
    expect(await within(drawer).findByText(MESSAGES.uploads.unsupported('an image (PNG, JPEG, GIF or WebP)'))).toBeInTheDocument();
    expect(within(drawer).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await storedPicture()).toBe(before);
  }, 60_000);

  it('refuses a picture over 10 MB without sending it', async () => {
    await signInAs(MEMBER, DEMO_PASSWORD);
    const before = await storedPicture();
    const { drawer, input } = await openPictureEditor();
    await userEvent.upload(input, png([PNG_BYTES, new Uint8Array(LIMITS.uploadBytes)]));
    expect(await within(drawer).findByText(MESSAGES.uploads.fileTooBig)).toBeInTheDocument();
    expect(within(drawer).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await storedPicture()).toBe(before);
  }, 60_000);
});
