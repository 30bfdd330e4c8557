import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { inject } from 'vitest';
import { api } from '@trellis/shared/api-client';
import { AppConfig, PATHS, type SiteVariant } from '@trellis/shared/contracts';
import { MESSAGES } from '@trellis/shared/messages';
import { useSite } from '@trellis/shared/site';
import { StubShell, connectApiServer, signInAs, signOut } from '@trellis/shared/testing';
import { ProfileRoutes } from '../../ProfileRoutes.tsx';

async function setSiteVariant(variant: SiteVariant) {
  const config = AppConfig.parse(await api.get(PATHS.appConfigGroup));
  useSite.getState().setConfig({ ...config, site: { ...config.site, variant } });
}

function renderRegistration(url = '/registration') {
  return render(
    <StubShell>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[url]}>
          <ProfileRoutes />
        </MemoryRouter>
      </SWRConfig>
    </StubShell>,
  );
}

describe('registration wizard', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('offers the three entries with the form chosen, and no LinkedIn import without a provider', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    await setSiteVariant('general');
    renderRegistration();
    expect(await screen.findByRole('radio', { name: 'Fill in the form (about 30 seconds)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Upload your resume (about 15 seconds)' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it('asks the diaspora site for the country of origin first and saves it', async () => {
    await signInAs('pending@trellis.test', 'Trellis!2026');
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
    await signInAs('member@trellis.test', 'Trellis!2026');
    await setSiteVariant('institutional');
    renderRegistration();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'University Information' })).toBeInTheDocument();
    expect(screen.getByLabelText('Campus')).toBeInTheDocument();
  });

  it('opens the variant step at once for ?step=basic and the resume entry for ?step=advanced', async () => {
    await signInAs('member@trellis.test', 'Trellis!2026');
    await setSiteVariant('institutional');
    renderRegistration('/registration?step=basic');
    expect(await screen.findByRole('heading', { name: 'University Information' })).toBeInTheDocument();
    cleanup();
    renderRegistration('/registration?step=advanced');
    expect(await screen.findByRole('radio', { name: 'Upload your resume (about 15 seconds)' })).toBeChecked();
  });
});
