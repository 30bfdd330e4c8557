import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { GroupsRoutes } from '../GroupsRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const SETTLES = { timeout: 8000 };
const findButton = (name: string) =>
  screen.findByText(name, { selector: 'button > span' }, SETTLES).then((label) => label.closest('button')!);
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
    await actor.click((await screen.findAllByText('Make a new address', { selector: 'button > span' }))[1]!);
    await waitFor(async () => expect(await address()).not.toBe(first), SETTLES);

    await actor.click(await findButton('Turn off'));
    await actor.click((await screen.findAllByText('Turn off', { selector: 'button > span' }))[1]!);
    expect(await findButton('Create my feed address')).toBeInTheDocument();
    expect(await screen.findByText('Your calendar feed is off.', undefined, SETTLES)).toBeInTheDocument();
  }, 60_000);

  it('is not offered to visitors', async () => {
    renderRoutes(<GroupsRoutes />, '/circles');
    expect(await screen.findByText('Career Circles', undefined, SETTLES)).toBeInTheDocument();
    expect(screen.queryByText('Calendar feed')).not.toBeInTheDocument();
  });
});
