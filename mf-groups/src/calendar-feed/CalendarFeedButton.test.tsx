import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const SETTLES = { timeout: 8000 };
const findButton = (name: string) =>
  screen.findByText(name, { selector: 'button > span' }, SETTLES).then((label) => label.closest('button')!);
/** The OK button of the confirmation opened last (each confirmation stays in the page once opened). */
async function confirmButton(name: string) {
  const popup = await waitFor(() => {
    const opened = [...document.querySelectorAll<HTMLElement>('.ant-popconfirm-buttons')].at(-1);
    expect(opened).toBeDefined();
    return opened!;
  }, SETTLES);
  return within(popup).getByText(name, { selector: 'button > span' });
}
const address = () => screen.findByLabelText<HTMLInputElement>('Feed address', undefined, SETTLES).then((input) => input.value);

describe('calendar feed', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('gives a member a private address, a new one on request, and turns it off', async () => {
    await signInAs('leader@trellis.test', PASSWORD);
    renderRoutes(<GroupsRoutes />, '/events');
    const actor = userEvent.setup({ delay: null });
    await actor.click(await findButton('Calendar feed'));
    await actor.click(await findButton('Create my feed address'));
    const first = await address();
    expect(first).toMatch(/\/api\/v1\/calendar-feed\/[A-Za-z0-9_-]{43}\/$/);
    expect(screen.getByText('Open in my calendar app').closest('a')).toHaveAttribute('href', first.replace(/^https?:/, 'webcal:'));

    await actor.click(await findButton('Make a new address'));
    await actor.click(await confirmButton('Make a new address'));
    // One request on a busy machine: the new address may take a while, and nothing else changes the field.
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Feed address').value).not.toBe(first), { timeout: 20_000 });

    await actor.click(await findButton('Turn off'));
    await actor.click(await confirmButton('Turn off'));
    expect(await findButton('Create my feed address')).toBeInTheDocument();
    expect(await screen.findByText('Your calendar feed is off.', undefined, SETTLES)).toBeInTheDocument();
  }, 60_000);

  it('is not offered to visitors', async () => {
    renderRoutes(<GroupsRoutes />, '/circles');
    expect(await screen.findByText('Career Circles', undefined, SETTLES)).toBeInTheDocument();
    expect(screen.queryByText('Calendar feed')).not.toBeInTheDocument();
  });
});
