import { cleanup, screen } from '@testing-library/react';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/contracts/messages';
import { connectApiServer } from '@trellis/test-kit';
import { renderAt } from '../../testing/renderAt.tsx';

describe('e-mail verification link', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => cleanup());

  it('calls a link without a token an invalid request', async () => {
    renderAt('/verify-email');
    expect(await screen.findByText('Invalid Request')).toBeInTheDocument();
  });

  it('says so when the server refuses the key', async () => {
    renderAt('/verify-email/not-a-real-key');
    expect(screen.getByText('Verifying')).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.auth.verificationFailed)).toBeInTheDocument();
  });
});
