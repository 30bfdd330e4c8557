import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { CONTENT_MESSAGES } from '@trellis/contracts';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../../GroupsRoutes.tsx';
import { LINK_MESSAGES } from '../../posts/LinkDialog.tsx';

const PASSWORD = 'Trellis!2026';
const SETTLES = { timeout: 5000 };
const LONG_POST = 'how-to-write-a-cover-letter';
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (char) =>
  char.charCodeAt(0),
);
/** A post's text as the page shows it, not as the editor's text box still holds it. */
const SHOWN = { selector: '.ant-typography' };

const user = () => userEvent.setup({ delay: null });
const findButton = (name: string, scope: Pick<typeof screen, 'findByText'> = screen) =>
  scope.findByText(name, { selector: 'button > span' }).then((label) => label.closest('button')!);

describe('posts', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it("shows a visitor the public posts, never a group's private ones, and no way to post", async () => {
    renderRoutes(<GroupsRoutes />, '/posts');
    expect(await screen.findByRole('heading', { name: "What's happening" })).toBeInTheDocument();
    expect(await screen.findByText(/Three things I learned from my first informational interview/)).toBeInTheDocument();
    expect(screen.getByText('November newsletter')).toBeInTheDocument();
    expect(screen.queryByText(/mentor office hours move to Thursday/)).not.toBeInTheDocument();
    expect(screen.queryByText(/volunteer roster/)).not.toBeInTheDocument();
    expect(screen.queryByText('Share Something')).not.toBeInTheDocument();
  });

  it("opens a post's group on its Posts tab from the card", async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/posts');
    const card = (await screen.findByText('November newsletter')).closest('li')!;
    const group = within(card)
      .getAllByRole('link')
      .find((link) => link.getAttribute('href')?.startsWith('/org/'))!;
    expect(group).toHaveAttribute('href', expect.stringMatching(/^\/org\/[\w-]+\/posts$/));
    await user().click(group);
    expect(await screen.findByRole('tab', { name: 'Posts', selected: true }, SETTLES)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Posts', level: 2 }, SETTLES)).toBeInTheDocument();
  });

  it('cuts a long post at the preview length with Show More, and Show less folds it again', async () => {
    renderRoutes(<GroupsRoutes />, `/post/${LONG_POST}`);
    const more = await findButton('Show More');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Finally, read it aloud/)).not.toBeInTheDocument();
    await user().click(more);
    expect(await screen.findByText(/Finally, read it aloud/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to write a cover letter people finish reading', level: 3 })).toBeInTheDocument();
    await user().click(await findButton('Show less'));
    await waitFor(() => expect(screen.queryByText(/Finally, read it aloud/)).not.toBeInTheDocument());
    expect(screen.getByText('Share Post')).toBeInTheDocument();
  });

  it('says a private post is not found to a visitor, and shows it to a member without Share Post', async () => {
    renderRoutes(<GroupsRoutes />, '/post/mentor-office-hours');
    expect(await screen.findByText(CONTENT_MESSAGES.notFound)).toBeInTheDocument();
    cleanup();
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/post/mentor-office-hours');
    expect(await screen.findByText(/mentor office hours move to Thursday/)).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(screen.queryByText('Share Post')).not.toBeInTheDocument();
    expect(screen.queryByText('Edit Post')).not.toBeInTheDocument();
  });

  it('shares a post written in blocks, shows a script as text, edits it and deletes it', { timeout: 90_000 }, async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/create/post');
    expect(await screen.findByRole('heading', { name: 'Share Something' })).toBeInTheDocument();
    await user().click(await findButton('Post'));
    expect(await screen.findByText(CONTENT_MESSAGES.empty)).toBeInTheDocument();

    await user().click(screen.getByRole('textbox', { name: 'Block 1 text' }));
    await user().paste('Screen test <script>alert(1)</script> notes');
    await user().click(await findButton('Add block'));
    await user().click(screen.getByRole('combobox', { name: 'Block 2 kind' }));
    await user().click(await screen.findByTitle('List'));
    await user().type(screen.getByRole('textbox', { name: 'Block 2 items, one to a line' }), 'First point{Enter}Second point');
    await user().click(screen.getByRole('combobox', { name: 'Group' }));
    await user().click(await screen.findByTitle('Trellis Career Network'));
    await user().click(await findButton('Post'));

    expect(await screen.findByText('Screen test <script>alert(1)</script> notes', SHOWN, SETTLES)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('Second point').closest('ul')).not.toBeNull();
    expect(screen.getByText('Private')).toBeInTheDocument();

    await user().click(await findButton('Edit Post'));
    const dialog = within(await screen.findByRole('dialog'));
    const text = dialog.getByRole('textbox', { name: 'Block 1 text' });
    expect(text).toHaveValue('Screen test <script>alert(1)</script> notes');
    await user().clear(text);
    await user().paste('Screen test, edited');
    await user().click(dialog.getByLabelText(/^Public/));
    await user().click(await findButton('Save', dialog));
    expect(await screen.findByText('Screen test, edited', SHOWN, SETTLES)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SETTLES);
    expect(screen.getByText('Share Post')).toBeInTheDocument();

    await user().click(await findButton('Delete'));
    await user().click(await findButton('Delete', within(await screen.findByRole('dialog', { name: 'Delete this post?' }))));
    expect(await screen.findByText(CONTENT_MESSAGES.deleted)).toBeInTheDocument();
    // The post's page gives way to the posts, where it is gone.
    expect(await screen.findByRole('heading', { name: "What's happening" })).toBeInTheDocument();
    expect(await screen.findByText(/Three things I learned/, {}, SETTLES)).toBeInTheDocument();
    expect(screen.queryByText('Screen test, edited', SHOWN)).not.toBeInTheDocument();
  });

  it(
    'writes bold, italic and links from the toolbar and shortcuts, shows them formatted and edits them as written',
    { timeout: 90_000 },
    async () => {
      await signInAs('member@trellis.test', PASSWORD);
      renderRoutes(<GroupsRoutes />, '/create/post');
      const text = await screen.findByRole('textbox', { name: 'Block 1 text' });
      await user().click(text);
      await user().paste('Formatting test: read the guide today');
      // "read" in bold from the button, then "today" in italic from the keyboard.
      (text as HTMLTextAreaElement).setSelectionRange(17, 21);
      await user().click(screen.getByRole('button', { name: 'Bold in block 1' }));
      expect(text).toHaveValue('Formatting test: **read** the guide today');
      (text as HTMLTextAreaElement).setSelectionRange(36, 41);
      await user().keyboard('{Control>}i{/Control}');
      expect(text).toHaveValue('Formatting test: **read** the guide *today*');

      (text as HTMLTextAreaElement).setSelectionRange(30, 35);
      await user().click(screen.getByRole('button', { name: 'Link in block 1' }));
      const dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByText('Add a link')).toBeInTheDocument();
      expect(dialog.getByRole('textbox', { name: 'Words shown' })).toHaveValue('guide');
      await user().type(dialog.getByRole('textbox', { name: 'Address' }), 'javascript:alert(1)');
      await user().click(await findButton('Add link', dialog));
      expect(await dialog.findByText(LINK_MESSAGES.addressInvalid)).toBeInTheDocument();
      await user().clear(dialog.getByRole('textbox', { name: 'Address' }));
      await user().type(dialog.getByRole('textbox', { name: 'Address' }), 'https://example.org/guide');
      await user().click(await findButton('Add link', dialog));
      await waitFor(() => expect(text).toHaveValue('Formatting test: **read** the [guide](https://example.org/guide) *today*'));

      await user().click(screen.getByRole('combobox', { name: 'Group' }));
      await user().click(await screen.findByTitle('Trellis Career Network'));
      await user().click(await findButton('Post'));

      const bold = await screen.findByText('read', { selector: 'strong' }, SETTLES);
      expect(bold.closest('.ant-typography')).toHaveTextContent('Formatting test: read the guide today');
      expect(screen.getByText('today', { selector: 'em' })).toBeInTheDocument();
      const link = screen.getByRole('link', { name: 'guide' });
      expect(link).toHaveAttribute('href', 'https://example.org/guide');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');

      await user().click(await findButton('Edit Post'));
      const editing = within(await screen.findByRole('dialog'));
      expect(editing.getByRole('textbox', { name: 'Block 1 text' })).toHaveValue(
        'Formatting test: **read** the [guide](https://example.org/guide) *today*',
      );
      await user().click(await findButton('Cancel', editing));
      await user().click(await findButton('Delete'));
      await user().click(await findButton('Delete', within(await screen.findByRole('dialog', { name: 'Delete this post?' }))));
      expect(await screen.findByText(CONTENT_MESSAGES.deleted)).toBeInTheDocument();
    },
  );

  it(
    'attaches files to a post with upload progress, shows them to download on its page, and removes one on edit',
    { timeout: 120_000 },
    async () => {
      await signInAs('member@trellis.test', PASSWORD);
      renderRoutes(<GroupsRoutes />, '/create/post');
      await user().click(await screen.findByRole('textbox', { name: 'Block 1 text' }));
      await user().paste('Files test: the agenda and the map');
      const chooser = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      await user().upload(chooser, [
        new File([PDF], 'agenda.pdf', { type: 'application/pdf' }),
        new File([PNG], 'map.png', { type: 'image/png' }),
      ]);
      expect(await screen.findByRole('progressbar', { name: 'Attach files progress' })).toBeInTheDocument();
      const attached = within(await screen.findByRole('list', { name: 'Attach files: attached' }, SETTLES));
      expect(attached.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['agenda.pdf', 'map.png']);
      await user().click(screen.getByRole('combobox', { name: 'Group' }));
      await user().click(await screen.findByTitle('Trellis Career Network'));
      await user().click(await findButton('Post'));

      expect(await screen.findByText('Files test: the agenda and the map', SHOWN, SETTLES)).toBeInTheDocument();
      const shown = within(screen.getByRole('list', { name: 'Attachments' }));
      const download = shown.getByRole('link', { name: 'Download agenda.pdf' });
      expect(download).toHaveAttribute('download', 'agenda.pdf');
      const file = await fetch(new URL(download.getAttribute('href')!, inject('apiUrl')));
      expect(file.status).toBe(200);
      expect(await file.text()).toBe(PDF);
      // The post is private, as posts are unless made public: its reader's address carries a grant, the bare one opens for nobody.
      const href = download.getAttribute('href')!;
      expect(href).toMatch(/\?grant=/);
      expect((await fetch(new URL(href.split('?')[0]!, inject('apiUrl')))).status).toBe(401);
      expect(shown.getByRole('link', { name: 'Download map.png' })).toBeInTheDocument();

      await user().click(await findButton('Edit Post'));
      const dialog = within(await screen.findByRole('dialog'));
      await user().click(dialog.getByRole('button', { name: 'Remove agenda.pdf' }));
      await user().click(await findButton('Save', dialog));
      expect(await screen.findByText(CONTENT_MESSAGES.updated, {}, SETTLES)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Download agenda.pdf' })).not.toBeInTheDocument(), SETTLES);
      expect(screen.getByRole('link', { name: 'Download map.png' })).toBeInTheDocument();

      await user().click(await findButton('Delete'));
      await user().click(await findButton('Delete', within(await screen.findByRole('dialog', { name: 'Delete this post?' }))));
      expect(await screen.findByText(CONTENT_MESSAGES.deleted)).toBeInTheDocument();
    },
  );
});
