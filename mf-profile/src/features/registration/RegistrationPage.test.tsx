import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@trellis/contracts/messages';
import { signInAs } from '@trellis/test-kit';
import { renderRoutes } from '@trellis/test-kit/screens';
import { useNavigate } from '@trellis/ui/router';
import { ProfileRoutes } from '../../ProfileRoutes.tsx';
import { DEMO_PASSWORD, renderProfileRoute, setUpScreenTests } from '../../testing/renderProfileRoute.tsx';
import { setSiteVariant } from '../../testing/setSiteVariant.ts';

const renderRegistration = (url = '/registration') => renderProfileRoute(url);

describe('registration wizard', () => {
  setUpScreenTests();

  it('offers the three entries with the form chosen, and no LinkedIn import without a provider', async () => {
    await signInAs('member@trellis.test', DEMO_PASSWORD);
    await setSiteVariant('general');
    renderRegistration();
    expect(await screen.findByRole('radio', { name: 'Fill in the form (about 30 seconds)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Upload your resume (about 15 seconds)' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it('asks the diaspora site for the country of origin first and saves it', async () => {
    await signInAs('pending@trellis.test', DEMO_PASSWORD);
    await setSiteVariant('diaspora');
    renderRegistration();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Country Information' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MESSAGES.common.required)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Country of origin'), 'Ghana');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Select Organization' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Current Role' })).toBeInTheDocument();
    // Back skips the skippable organization step.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Country Information' })).toBeInTheDocument();
  });

  it('asks the institutional site for University Information first', async () => {
    await signInAs('member@trellis.test', DEMO_PASSWORD);
    await setSiteVariant('institutional');
    renderRegistration();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'University Information' })).toBeInTheDocument();
    expect(screen.getByLabelText('Campus')).toBeInTheDocument();
  });

  it('opens the variant step at once for ?step=basic and the resume entry for ?step=advanced', async () => {
    await signInAs('member@trellis.test', DEMO_PASSWORD);
    await setSiteVariant('institutional');
    renderRegistration('/registration?step=basic');
    expect(await screen.findByRole('heading', { name: 'University Information' })).toBeInTheDocument();
    cleanup();
    renderRegistration('/registration?step=advanced');
    expect(await screen.findByRole('radio', { name: 'Upload your resume (about 15 seconds)' })).toBeChecked();
  });

  it('starts again from what the address asks when the layout sends the member back to it', async () => {
    await signInAs('member@trellis.test', DEMO_PASSWORD);
    await setSiteVariant('institutional');
    // Stands in for the layout's guard, which sends the member back when the wizard ends with the
    // site's own answers still missing; a click lets Testing Library wrap the navigation in act.
    function GuardRedirect() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/registration?step=advanced')}>
          Send back
        </button>
      );
    }
    renderRoutes(
      <>
        <ProfileRoutes />
        <GuardRedirect />
      </>,
      '/registration?step=basic',
    );
    expect(await screen.findByRole('heading', { name: 'University Information' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send back' }));
    expect(await screen.findByRole('radio', { name: 'Upload your resume (about 15 seconds)' })).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'University Information' })).not.toBeInTheDocument();
  });
});
