import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/contracts/messages';
import { AiToolGroupOptions, USE_CASE_MESSAGES, UseCaseSaved } from '@trellis/contracts';
import { api } from '@trellis/platform/api-client';
import { signInAs, signOut, connectApiServer } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AiRoutes } from '../../AiRoutes.tsx';

const PASSWORD = 'Trellis!2026';
/** The start of an MP4 file: its `ftyp` box, which the server's check reads. */
const MP4_HEAD = new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112, 105, 115, 111, 109, 0, 0, 2, 0, 105, 115, 111, 109, 105, 115, 111, 50]);

const renderAt = (path: string) => renderRoutes(<AiRoutes />, path);
const user = () => userEvent.setup();

/** The hidden file input of the uploader row whose button reads `label`. */
const fileInputOf = (label: string) =>
  screen.getByText(label).closest('.ant-upload-wrapper')!.querySelector('input[type=file]') as HTMLInputElement;

/** Types by pasting, which a busy machine does far faster than key by key. */
async function fill(box: HTMLElement, text: string) {
  await user().click(box);
  await user().paste(text);
}

async function choose(label: string, option: string) {
  await user().click(screen.getByRole('combobox', { name: label }));
  await user().click(await screen.findByTitle(option));
}

describe('the use case form', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
    window.history.replaceState(null, '', '/');
  });

  it('asks a visitor to sign in first', async () => {
    renderAt('/usecases/submit');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/usecases/submit')}`,
    );
  });

  it('says what is missing and refuses more than 500 words, in the form’s words', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt('/usecases/submit');
    expect(await screen.findByRole('heading', { level: 1, name: USE_CASE_MESSAGES.submitTitle })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Topics/ })).not.toBeInTheDocument();
    await fill(screen.getByRole('textbox', { name: 'Description' }), Array.from({ length: 501 }, () => 'word').join(' '));
    expect(screen.getByText('501 / 500 words')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.common.correctErrors)).toBeInTheDocument();
    expect(await screen.findByText(USE_CASE_MESSAGES.maxWords)).toBeInTheDocument();
    expect(screen.getAllByText(USE_CASE_MESSAGES.required).length).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it('submits a use case with a video uploaded as it is chosen, and opens its page', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt('/usecases/submit');
    const title = `Screen use case ${Date.now()}`;
    await fill(await screen.findByRole('textbox', { name: 'Title' }), title);
    await fill(
      screen.getByRole('textbox', { name: 'Description' }),
      'A model reads each incoming support ticket and drafts its category and priority for the team to confirm.',
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Organization or institution' })).toBeEnabled());
    await choose('Organization or institution', 'Trellis Career Network');
    await fill(screen.getByRole('combobox', { name: MESSAGES.useCases.businessValue }), 'High');
    await fill(screen.getByRole('combobox', { name: MESSAGES.useCases.complexity }), 'Medium');
    await fill(screen.getByRole('combobox', { name: 'Innovation Category' }), 'Automation');
    await user().keyboard('{Escape}');

    await user().upload(fileInputOf('Upload video'), new File([MP4_HEAD, new Uint8Array(4096)], 'demo.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('Uploaded', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user().click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText(USE_CASE_MESSAGES.submitted)).toBeInTheDocument();
    expect(screen.getByText('This use case is pending.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Video' })).toBeInTheDocument();
  }, 60_000);

  it('lets the author edit a use case from its page’s menu', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    const { data: groups } = AiToolGroupOptions.parse(await api.get('/ai-tools/group-options/'));
    const title = `Screen edit ${Date.now()}`;
    const { use_case: created } = UseCaseSaved.parse(
      await api.post('/use-cases/', {
        title,
        description: 'Drafts answers to common questions for the help desk to check.',
        group: groups[0]!.id,
        business_value: 'Medium',
        complexity: 'Low',
        innovation_category: 'Automation',
      }),
    );
    renderAt(`/usecase/${created.slug}`);
    await user().click(await screen.findByRole('button', { name: 'Use case actions' }));
    await user().click(await screen.findByRole('menuitem', { name: /Edit Use Case/ }));
    const titleBox = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(titleBox).toHaveValue(title));
    await fill(titleBox, ' (edited)');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: `${title} (edited)` }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText(USE_CASE_MESSAGES.updated)).toBeInTheDocument();
  }, 60_000);
});
