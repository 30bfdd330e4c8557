import { cleanup, screen } from '@testing-library/react';
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
const EDIT = '/org/northbridge-health-alliance/edit';
const SETTLES = { timeout: 8000 };
const LABEL = 'Circles of Northbridge Health Alliance may sync from Google Classroom';

describe("an organization's Google Classroom access", () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
    useSite.setState({ config: null });
  });

  it('is switched on and off by staff from the edit page', async () => {
    await signInAs('staff@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, EDIT);
    const actor = userEvent.setup({ delay: null });
    const toggle = await screen.findByRole('switch', { name: LABEL }, SETTLES);
    expect(toggle).not.toBeChecked();
    await actor.click(toggle);
    expect(await screen.findByText(GOOGLE_CLASSROOM_MESSAGES.accessChanged(true), undefined, SETTLES)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    // Keyboard: Space switches it back.
    toggle.focus();
    await actor.keyboard(' ');
    expect(await screen.findByText(GOOGLE_CLASSROOM_MESSAGES.accessChanged(false), undefined, SETTLES)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  }, 60_000);

  it('tells staff when this server has no Google Classroom configured, and not once it has', async () => {
    await signInAs('staff@trellis.test', PASSWORD);
    const config = await call(siteConfigEndpoints.appConfig);
    useSite.getState().setConfig(config);
    renderRoutes(<GroupsRoutes />, EDIT);
    expect(await screen.findByText(GOOGLE_CLASSROOM_MESSAGES.notConfigured, undefined, SETTLES)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: LABEL })).toBeEnabled();
    cleanup();

    useSite.getState().setConfig({ ...config, has_google_classroom: true });
    renderRoutes(<GroupsRoutes />, EDIT);
    expect(await screen.findByRole('switch', { name: LABEL }, SETTLES)).toBeInTheDocument();
    expect(screen.queryByText(GOOGLE_CLASSROOM_MESSAGES.notConfigured)).not.toBeInTheDocument();
  }, 60_000);

  it("is not shown to the organization's own administrators", async () => {
    await signInAs('leader@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, EDIT);
    expect(await screen.findByText('Edit Northbridge Health Alliance', { selector: 'h2' }, SETTLES)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: LABEL })).not.toBeInTheDocument();
  });
});
