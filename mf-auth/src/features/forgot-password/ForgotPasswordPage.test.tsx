import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer } from '@trellis/test-kit';
import { renderAt } from '../../testing/renderAt.tsx';

describe('forgot password', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => cleanup());

  it('asks for a valid e-mail address', async () => {
    renderAt('/forgot-password');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(await screen.findByText(MESSAGES.auth.forgotEmailInvalid)).toBeInTheDocument();
  });

  it('says to check the mailbox', async () => {
    renderAt('/forgot-password');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), 'member@trellis.test');
    await user.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(await screen.findByText(MESSAGES.auth.recoverySent)).toBeInTheDocument();
  });
});
