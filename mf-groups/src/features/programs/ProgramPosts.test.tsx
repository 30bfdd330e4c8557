import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { CONTENT_MESSAGES, GROUP_POSTING_NOTES } from '@trellis/contracts';
import { contentEndpoints } from '@trellis/contracts/endpoints';
import { call } from '@trellis/platform/api-client';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const SETTLES = { timeout: 8000 };
/** A paid circle: Emily Carter has paid, Sofia Rossi is accepted with her payment due, Kwame Mensah was refused. */
const PAID_CIRCLE = '/circle/ai-foundations-for-career-changers/posts';
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (char) =>
  char.charCodeAt(0),
);
/** A post's text as a card shows it, not as the editor's text box still holds it. */
const SHOWN = { selector: '.ant-typography' };

const user = () => userEvent.setup({ delay: null });
const findButton = (name: string, scope: Pick<typeof screen, 'findByText'> = screen) =>
  scope.findByText(name, { selector: 'button > span' }).then((label) => label.closest('button')!);
const postsTab = async () => within(await screen.findByRole('region', { name: 'Posts' }, SETTLES));

describe("a circle's posts tab", () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it(
    'lets a paying member share a public post with two files and upload progress, which a visitor then reads without a composer',
    { timeout: 120_000 },
    async () => {
      const words = `Capstone kickoff notes ${Date.now()}`;
      await signInAs('emily.carter@example.org', PASSWORD);
      renderRoutes(<GroupsRoutes />, PAID_CIRCLE);
      const tab = await postsTab();
      expect(await tab.findByText(CONTENT_MESSAGES.noPosts, {}, SETTLES)).toBeInTheDocument();
      await user().click(await findButton('Share Something', tab));

      const form = within(await screen.findByRole('dialog', { name: 'Share Something' }));
      await user().click(form.getByRole('textbox', { name: 'Block 1 text' }));
      await user().paste(words);
      await user().click(form.getByRole('radio', { name: /^Public/ }));
      const chooser = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]')!;
      await user().upload(chooser, [
        new File([PDF], 'syllabus.pdf', { type: 'application/pdf' }),
        new File([PNG], 'whiteboard.png', { type: 'image/png' }),
      ]);
      expect(await form.findByRole('progressbar', { name: 'Attach files progress' })).toBeInTheDocument();
      const attached = within(await form.findByRole('list', { name: 'Attach files: attached' }, SETTLES));
      expect(attached.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['syllabus.pdf', 'whiteboard.png']);
      await user().click(await findButton('Post', form));
      expect(await screen.findByText(CONTENT_MESSAGES.postCreated, {}, SETTLES)).toBeInTheDocument();

      const card = within((await tab.findByText(words, SHOWN, SETTLES)).closest('li')!);
      const files = within(card.getByRole('list', { name: 'Attachments' }));
      expect(files.getByRole('link', { name: 'Download syllabus.pdf' })).toBeInTheDocument();
      expect(files.getByRole('link', { name: 'Download whiteboard.png' })).toBeInTheDocument();
      cleanup();
      signOut();

      renderRoutes(<GroupsRoutes />, PAID_CIRCLE);
      const visitorTab = await postsTab();
      expect(await visitorTab.findByText(words, SHOWN, SETTLES)).toBeInTheDocument();
      expect(visitorTab.getByText(GROUP_POSTING_NOTES.visitor('circle'))).toBeInTheDocument();
      expect(visitorTab.queryByText('Share Something')).not.toBeInTheDocument();
      cleanup();

      // The post goes again, so the circle's tab reads as it did for the suites after this one.
      await signInAs('emily.carter@example.org', PASSWORD);
      renderRoutes(<GroupsRoutes />, PAID_CIRCLE);
      const own = within((await (await postsTab()).findByText(words, SHOWN, SETTLES)).closest('li')!);
      await user().click(await findButton('Delete', own));
      await user().click(await findButton('Delete', within(await screen.findByRole('dialog', { name: 'Delete this post?' }))));
      expect(await screen.findByText(CONTENT_MESSAGES.deleted, {}, SETTLES)).toBeInTheDocument();
    },
  );

  it('tells a member whose payment is due, and a refused applicant, why they cannot post', { timeout: 60_000 }, async () => {
    await signInAs('sofia.rossi@example.org', PASSWORD);
    renderRoutes(<GroupsRoutes />, PAID_CIRCLE);
    const unpaid = await postsTab();
    expect(await unpaid.findByText(GROUP_POSTING_NOTES.unpaid('circle'), {}, SETTLES)).toBeInTheDocument();
    expect(unpaid.queryByText('Share Something')).not.toBeInTheDocument();
    cleanup();
    signOut();

    await signInAs('kwame.mensah@example.org', PASSWORD);
    renderRoutes(<GroupsRoutes />, PAID_CIRCLE);
    const refused = await postsTab();
    expect(await refused.findByText(GROUP_POSTING_NOTES.outsider('circle'), {}, SETTLES)).toBeInTheDocument();
    expect(refused.queryByText('Share Something')).not.toBeInTheDocument();
  });

  it('gives staff who do not belong to the circle a composer for it, and no note', { timeout: 60_000 }, async () => {
    await signInAs('staff@trellis.test', PASSWORD);
    const own = await call(contentEndpoints.postableGroups, { query: {} });
    expect(own.data.map((group) => group.name)).not.toContain('AI Foundations for Career Changers');
    renderRoutes(<GroupsRoutes />, PAID_CIRCLE);
    const tab = await postsTab();
    await user().click(await findButton('Share Something', tab));
    const form = within(await screen.findByRole('dialog', { name: 'Share Something' }));
    expect(form.getByTitle('AI Foundations for Career Changers')).toBeInTheDocument();
    await user().click(await findButton('Cancel', form));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share Something' })).not.toBeInTheDocument(), SETTLES);
    expect(tab.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("opens an event's Posts tab from its tab bar, with the event's own words", { timeout: 60_000 }, async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/event/future-of-work-summit-2026');
    await user().click(await screen.findByText('Posts', { selector: '.ant-tabs-tab-btn' }, SETTLES));
    const tab = await postsTab();
    await waitFor(() => expect(tab.getByText(GROUP_POSTING_NOTES.pending('event'))).toBeInTheDocument(), SETTLES);
    expect(await tab.findByText(CONTENT_MESSAGES.noPosts, {}, SETTLES)).toBeInTheDocument();
  });
});
