import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { StubShell } from '@trellis/shared/testing';
import { AuthRoutes } from '../AuthRoutes.tsx';

/** This remote's routes at `url`, inside the stub shell, with a fresh SWR cache. */
export function renderAt(url: string) {
  return render(
    <StubShell>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[url]}>
          <AuthRoutes />
        </MemoryRouter>
      </SWRConfig>
    </StubShell>,
  );
}

/** navigateToUrl moves the page itself (another area's route), not this remote's router. */
export const pageUrl = () => window.location.pathname + window.location.search;
