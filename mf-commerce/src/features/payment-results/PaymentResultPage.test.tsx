import { cleanup, screen } from '@testing-library/react';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { CommerceRoutes } from '../../CommerceRoutes.tsx';

const renderAt = (path: string) => renderRoutes(<CommerceRoutes />, path);

describe('payment result pages', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
    window.history.replaceState(null, '', '/');
  });

  it('says a donation is complete', async () => {
    renderAt('/payment/success?type=donation');
    expect(await screen.findByText(MESSAGES.membership.donationComplete)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.membership.continue })).toHaveAttribute('href', '/');
  });

  it('leads a circle payment back to its circle', async () => {
    renderAt('/payment/success?type=payment&group=design-circle');
    expect(await screen.findByText(MESSAGES.membership.paymentSuccess)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.membership.goToCircle })).toHaveAttribute('href', '/circle/design-circle');
  });

  it('names the plan of a subscription once paid, and continues home', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    renderAt('/payment/success?type=subscription');
    expect(await screen.findByText(/^You are now on the .+ plan\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.membership.continue })).toHaveAttribute('href', '/');
  });

  it('says a checkout was cancelled and leads back to the plans', async () => {
    renderAt('/payment/cancel?type=subscription');
    expect(await screen.findByText(MESSAGES.membership.paymentCanceled)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to membership plans' })).toHaveAttribute('href', '/membership');
  });
});
