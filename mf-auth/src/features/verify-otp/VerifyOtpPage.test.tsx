import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer, signInAs, signOut } from '@trellis/test-kit';
import { lastMailTo } from '../../testing/mailbox.ts';
import { pageUrl, renderAt } from '../../testing/renderAt.tsx';

const PASSWORD = 'Trellis!2026';
const UNVERIFIED = 'unverified@trellis.test';

describe('the code screen', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  beforeEach(() => window.history.replaceState(null, '', '/verify-otp'));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('sends a signed-out visitor to /login with next', async () => {
    renderAt('/verify-otp?next=/events');
    await waitFor(() => expect(pageUrl()).toBe('/login?next=%2Fevents'));
  });

  it('sends a verified member straight on to next', async () => {
    await signInAs('member@trellis.test', PASSWORD);
    renderAt('/verify-otp?next=/events');
    await waitFor(() => expect(pageUrl()).toBe('/events'));
  });

  async function openCodeScreen() {
    await signInAs(UNVERIFIED, PASSWORD);
    renderAt('/verify-otp?next=/events');
    const verify = await screen.findByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    // The screen focuses the boxes once the member's identity has loaded; typing before that would race it.
    await waitFor(() => expect(screen.getByLabelText('OTP Input 1')).toHaveFocus());
    return { verify, user: userEvent.setup({ delay: null }) };
  }

  it('takes one digit per box, moves on as the member types and back on Backspace, and keeps Verify off meanwhile', async () => {
    const { verify, user } = await openCodeScreen();
    await user.keyboard('1a2');
    expect(screen.getByLabelText('OTP Input 2')).toHaveValue('2');
    expect(screen.getByLabelText('OTP Input 3')).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(screen.getByLabelText('OTP Input 2')).toHaveFocus();
    expect(verify).toBeDisabled();
  });

  // The boxes send focus to the first empty one, so a code is pasted into empty boxes, as a member pastes it.
  it('fills all six boxes from a pasted code and enables Verify only then', async () => {
    const { verify, user } = await openCodeScreen();
    await user.paste('654321');
    await waitFor(() => expect(verify).toBeEnabled());
    expect(screen.getByLabelText('OTP Input 1')).toHaveValue('6');
    expect(screen.getByLabelText('OTP Input 6')).toHaveValue('1');
  });

  it('resends the code, then verifies it and goes to next', async () => {
    await signInAs(UNVERIFIED, PASSWORD);
    renderAt('/verify-otp?next=/events');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(MESSAGES.auth.otpResent)).toBeInTheDocument();
    // The confirmation keeps animating while the test reads the mailbox, so the read runs inside act().
    const code = /(\d{6})/.exec((await act(() => lastMailTo(UNVERIFIED))).text)?.[1] ?? '';
    await user.click(screen.getByLabelText('OTP Input 1'));
    await user.paste(code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MESSAGES.auth.otpVerified)).toBeInTheDocument();
    await waitFor(() => expect(pageUrl()).toBe('/events'));
  });
});
