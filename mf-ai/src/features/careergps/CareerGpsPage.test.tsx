import { cleanup, screen, within } from '@testing-library/react';
import { inject } from 'vitest';
import { RIGHT_PANEL_ELEMENT_ID } from '@trellis/contracts/constants';
import { loadAppConfig } from '@trellis/platform/site';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { AiRoutes } from '../../AiRoutes.tsx';

const PASSWORD = 'Trellis!2026';

describe('the CareerGPS portal', () => {
  beforeAll(async () => {
    connectApiServer(inject('apiUrl'));
    await loadAppConfig();
  });
  afterEach(() => {
    cleanup();
    signOut();
    document.getElementById(RIGHT_PANEL_ELEMENT_ID)?.remove();
    window.history.replaceState(null, '', '/');
  });

  it('holds Ask Anything in the right panel when the layout shows one', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    const panel = document.createElement('aside');
    panel.id = RIGHT_PANEL_ELEMENT_ID;
    document.body.append(panel);
    renderRoutes(<AiRoutes />, '/careergps');
    expect(await screen.findByRole('heading', { name: 'CareerGPS' })).toBeInTheDocument();
    const assistant = await within(panel).findByRole('complementary', { name: 'Ask Anything' });
    // Suggested questions or the admin's earlier conversation, which other files start: either way the box to ask in.
    expect(await within(assistant).findByRole('textbox', { name: 'Ask a question' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /Open Ask Anything/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Agent log' })).not.toBeInTheDocument();
    // The plans are for members without Ask Anything, not for an admin who has it.
    expect(screen.queryByRole('link', { name: /See the plans/ })).not.toBeInTheDocument();
  });

  it('leads staff to the agent prompts and log', async () => {
    await signInAs('staff@trellis.test', PASSWORD);
    renderRoutes(<AiRoutes />, '/careergps');
    expect(await screen.findByRole('link', { name: 'Agent prompts' })).toHaveAttribute('href', '/agent-prompts');
    expect(screen.getByRole('link', { name: 'Agent log' })).toHaveAttribute('href', '/agent-log');
  });

  it('links to Ask Anything on its own page on narrow screens, where there is no panel', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<AiRoutes />, '/careergps');
    const link = await screen.findByRole('link', { name: /Open Ask Anything/ });
    expect(link).toHaveAttribute('href', '/agent');
  });

  it('tells a member without Ask Anything in the panel itself, leaving the portal usable', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    const panel = document.createElement('aside');
    panel.id = RIGHT_PANEL_ELEMENT_ID;
    document.body.append(panel);
    renderRoutes(<AiRoutes />, '/careergps');
    expect(await within(panel).findByText("You can't currently initiate a chat.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Agents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans that include it' })).toHaveAttribute('href', '/membership');
  });

  it('opens to a visitor, who may start CareerGPS and is asked to sign in before asking anything', async () => {
    renderRoutes(<AiRoutes />, '/careergps');
    const agents = await screen.findByRole('list', { name: 'Agents' });
    expect(within(agents).getByRole('link', { name: 'CareerGPS' })).toHaveAttribute('href', '/careergps/careergps');
    expect(screen.getByText('Sign in to ask Anything.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fcareergps');
    expect(screen.queryByRole('link', { name: /See the plans/ })).not.toBeInTheDocument();
  });
});
