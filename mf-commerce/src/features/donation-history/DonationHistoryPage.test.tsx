import { cleanup, screen, within } from '@testing-library/react';
import { inject } from 'vitest';
import { DONATION_MESSAGES } from '@trellis/contracts';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { CommerceRoutes } from '../../CommerceRoutes.tsx';

const PASSWORD = 'Trellis!2026';
const SETTLES = { timeout: 8000 };

describe('donation history', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
    window.history.replaceState(null, '', '/');
  });

  it("lists the member's own donations newest first, with the organization, amount and status in words", async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderRoutes(<CommerceRoutes />, '/payment/donations');
    expect(await screen.findByRole('heading', { name: 'Your donations' })).toBeInTheDocument();
    const [openCode] = await screen.findAllByRole('link', { name: 'Open Code Collective' }, SETTLES);
    expect(openCode).toHaveAttribute('href', '/org/open-code-collective');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('$50.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Canceled')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Harbor City Community Foundation' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$25.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Completed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Mar 14, 2026')).toHaveAttribute('dateTime', '2026-03-14T10:30:00.000Z');
    // A checkout left unfinished is not pending forever: it reads as expired.
    expect(within(rows[2]!).getByRole('link', { name: 'Open Code Collective' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Expired')).toBeInTheDocument();
  });

  it('says so in words when the member has made no donation', async () => {
    await signInAs('admin@trellis.test', PASSWORD);
    renderRoutes(<CommerceRoutes />, '/payment/donations');
    expect(await screen.findByText(DONATION_MESSAGES.noDonationsYet, undefined, SETTLES)).toBeInTheDocument();
    expect(screen.queryByText('$25.00')).not.toBeInTheDocument();
  });

  it('offers the history from the donation result page', async () => {
    renderRoutes(<CommerceRoutes />, '/payment/success?type=donation');
    expect(await screen.findByRole('link', { name: 'See your donations' })).toHaveAttribute('href', '/payment/donations');
  });
});
