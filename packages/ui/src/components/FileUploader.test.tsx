import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import { PATHS } from '@trellis/contracts';
import { LIMITS } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { AppProviders, FileUploader, FileUploaderRow, type FileUploaderProps } from '@trellis/ui';

type Upload = FileUploaderProps['upload'];

beforeAll(() => connectApiServer(inject('apiUrl')));
afterEach(() => {
  cleanup();
  signOut();
});

const pdf = (size?: number) =>
  new File([size ? new Uint8Array(size) : '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], 'resume.pdf', { type: 'application/pdf' });

function renderUploader(onDone = vi.fn(), upload: Upload = vi.fn(async () => undefined)) {
  render(
    <AppProviders>
      <FileUploader upload={upload} onDone={onDone} />
    </AppProviders>,
  );
  return { onDone, upload, input: document.querySelector('input[type=file]') as HTMLInputElement };
}

// The accept attribute would hide wrong kinds from the picker; the uploader must still refuse them.
const user = () => userEvent.setup({ applyAccept: false });

describe('FileUploader', () => {
  it('refuses a kind it does not accept, and sends nothing', async () => {
    const { input, upload } = renderUploader();
    await user().upload(input, new File(['plain'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(MESSAGES.uploads.unsupported('PDF'))).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB before sending', async () => {
    const { input, upload } = renderUploader();
    await user().upload(input, pdf(LIMITS.uploadBytes + 1));
    expect(await screen.findByText(MESSAGES.uploads.fileTooBig)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads to the real API with progress reaching 100, then hands over', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    const seen: number[] = [];
    const { input, onDone } = renderUploader(vi.fn(), async (file, onProgress) => {
      const form = new FormData();
      form.append('files', file);
      await api.upload(PATHS.fileUpload, form, (percent) => {
        seen.push(percent);
        onProgress(percent);
      });
    });
    await user().upload(input, pdf());
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce(), { timeout: LIMITS.resumeHandOverMs + 2000 });
    expect(seen.every((percent) => percent >= 0 && percent <= 100)).toBe(true);
  });
});

describe('FileUploaderRow', () => {
  function renderRow(upload: Upload = vi.fn(async () => undefined)) {
    const busy: boolean[] = [];
    render(
      <AppProviders>
        <FileUploaderRow label="Upload resume" accept=".pdf" upload={upload} onBusyChange={(value) => busy.push(value)} />
      </AppProviders>,
    );
    return { upload, busy, input: document.querySelector('input[type=file]') as HTMLInputElement };
  }

  it('puts an oversized file in error on its row without sending it', async () => {
    const { input, upload, busy } = renderRow();
    await user().upload(input, pdf(LIMITS.uploadBytes + 1));
    expect(await screen.findByText(MESSAGES.uploads.rowTooBig)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(busy).toEqual([]);
  });

  it('holds the route’s own size limit, and refuses several files at once with its words', async () => {
    const upload = vi.fn(async () => undefined);
    render(
      <AppProviders>
        <FileUploaderRow
          label="Thumbnail"
          accept=".pdf"
          upload={upload}
          limit={{ bytes: 1000, message: 'Too heavy' }}
          tooManyMessage="Maximum 1 document"
        />
      </AppProviders>,
    );
    // The picker renews its input after each choice.
    const input = () => document.querySelector('input[type=file]') as HTMLInputElement;
    await user().upload(input(), pdf(1001));
    expect(await screen.findByText('Too heavy')).toBeInTheDocument();
    await user().upload(input(), [pdf(10), pdf(20)]);
    expect(await screen.findByText('Maximum 1 document')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('is busy while the file goes to the real API, then shows it uploaded', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    const { input, busy } = renderRow(async (file, onProgress) => {
      const form = new FormData();
      form.append('file', file);
      form.append('update_profile', 'false');
      await api.upload(PATHS.uploadResume, form, onProgress);
    });
    await user().upload(input, pdf());
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(busy).toEqual([true, false]);
  });
});
