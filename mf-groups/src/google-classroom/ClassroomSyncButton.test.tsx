import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { GOOGLE_CLASSROOM_MESSAGES } from '@trellis/contracts';
import { siteConfigEndpoints } from '@trellis/contracts/endpoints';
import { call } from '@trellis/platform/api-client';
import { useSite } from '@trellis/platform/site';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const SETTLES = { timeout: 8000 };
const CIRCLE = '/circle/ai-foundations-for-career-changers';
const SYNC = 'Sync from Google Classroom';
const text = GOOGLE_CLASSROOM_MESSAGES;
const findButton = (name: string) =>
  screen.findByText(name, { selector: 'button > span' }, SETTLES).then((label) => label.closest('button')!);

/**
 * The site of the test server's host, as the shell loads it, with its default organization's Classroom access and, by
 * default, Classroom said to be configured (the test server itself has none, so every sync it runs answers 503).
 */
async function onSite({ classroomAccess, configured = true }: { classroomAccess: boolean; configured?: boolean }) {
  const config = await call(siteConfigEndpoints.appConfig);
  const organization = config.site.default_organization!;
  useSite.getState().setConfig({
    ...config,
    site: { ...config.site, default_organization: { ...organization, classroom_access: classroomAccess } },
    has_google_classroom: configured,
  });
}

describe('Sync from Google Classroom', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
    useSite.setState({ config: null });
  });

  it("opens for the circle's certified leader and says in words why a sync did not run", async () => {
    await signInAs('leader@trellis.test', PASSWORD);
    await onSite({ classroomAccess: true });
    renderRoutes(<GroupsRoutes />, CIRCLE);
    const actor = userEvent.setup({ delay: null });
    await actor.click(await findButton(SYNC));
    const dialog = await screen.findByRole('dialog', undefined, SETTLES);
    expect(within(dialog).getByText('Course 734918265013. Nothing is added twice.')).toBeInTheDocument();

    // The test server has no Classroom API configured: the server's sentence is shown, not a generic failure.
    await actor.click(within(dialog).getByText('Load materials', { selector: 'button > span' }));
    expect(await within(dialog).findByText(text.notConfigured, undefined, SETTLES)).toBeInTheDocument();
    // Keyboard: the next button is reached with Tab and run with Enter.
    within(dialog).getByText('Load materials', { selector: 'button > span' }).closest('button')!.focus();
    await actor.tab();
    expect(document.activeElement).toBe(within(dialog).getByText('Sync students', { selector: 'button > span' }).closest('button'));
    await actor.keyboard('{Enter}');
    // The run clears the last outcome as it starts and says its own when the server answers.
    const status = within(dialog).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await waitFor(() => expect(status).toHaveTextContent(text.notConfigured), SETTLES);
  }, 60_000);

  it('is not offered to a member, nor where the site organization has no Classroom access', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    await onSite({ classroomAccess: true });
    renderRoutes(<GroupsRoutes />, CIRCLE);
    expect(await findButton('Contact')).toBeInTheDocument();
    expect(screen.queryByText(SYNC)).not.toBeInTheDocument();
    cleanup();
    signOut();

    await signInAs('leader@trellis.test', PASSWORD);
    await onSite({ classroomAccess: false });
    renderRoutes(<GroupsRoutes />, CIRCLE);
    expect(await findButton('Edit')).toBeInTheDocument();
    expect(screen.queryByText(SYNC)).not.toBeInTheDocument();
  }, 60_000);

  it('is not offered where the server has no Classroom configured, as the site config says', async () => {
    await signInAs('leader@trellis.test', PASSWORD);
    const config = await call(siteConfigEndpoints.appConfig);
    expect(config.has_google_classroom).toBe(false);
    await onSite({ classroomAccess: true, configured: false });
    renderRoutes(<GroupsRoutes />, CIRCLE);
    expect(await findButton('Edit')).toBeInTheDocument();
    expect(screen.queryByText(SYNC)).not.toBeInTheDocument();
  }, 60_000);
});
