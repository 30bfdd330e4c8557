import { cleanup, screen } from '@testing-library/react';
import { inject } from 'vitest';
import { api } from '@trellis/platform/api-client';
import { AppConfig, PATHS } from '@trellis/contracts';
import { useSite } from '@trellis/platform/site';
import { connectApiServer } from '@trellis/test-kit';
import { renderAt } from '../../testing/renderAt.tsx';

describe('terms and conditions', () => {
  beforeAll(() => connectApiServer(inject('apiUrl')));
  afterEach(() => {
    cleanup();
    useSite.setState({ config: null });
  });

  it('names the site by its brand, not by its host name', async () => {
    const config = AppConfig.parse(await api.get(PATHS.appConfigGroup));
    useSite.setState({ config: { ...config, site: { ...config.site, brand_name: 'Diaspora Bridge' } } });
    renderAt('/terms-and-conditions');
    expect(await screen.findByText(/These terms govern your use of Diaspora Bridge/)).toBeInTheDocument();
    expect(screen.queryByText(/localhost/)).not.toBeInTheDocument();
  });
});
