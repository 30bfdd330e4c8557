import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@trellis/contracts/messages';
import { signInAs } from '@trellis/test-kit';
import { DEMO_PASSWORD, renderProfileRoute, setUpScreenTests } from '../../testing/renderProfileRoute.tsx';

describe('feedback page', () => {
  setUpScreenTests();
  beforeEach(() => signInAs('member@trellis.test', DEMO_PASSWORD));

  const renderPage = () => renderProfileRoute('/feedback');

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
