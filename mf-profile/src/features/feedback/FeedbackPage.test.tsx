import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';
import { MESSAGES } from '@trellis/shared/messages';
import { StubShell, connectApiServer, signInAs, signOut } from '@trellis/shared/testing';
import { FeedbackPage } from './FeedbackPage.tsx';

describe('feedback page', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  beforeEach(() => signInAs('member@trellis.test', 'Trellis!2026'));
  afterEach(() => {
    cleanup();
    signOut();
  });

  const renderPage = () =>
    render(
      <StubShell>
        <FeedbackPage />
      </StubShell>,
    );

  it('asks for both title and description', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Title'), 'Only a title');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.feedback.bothRequired)).toBeInTheDocument();
  });

  it('sends the feedback and clears the form', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Title'), 'Chat dock');
    await userEvent.type(screen.getByLabelText('Description'), 'Works nicely on my phone.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });
});
