import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@trellis/ui/router';
import { SWRConfig } from 'swr';
import { expect, inject } from 'vitest';
import { MESSAGES } from '@trellis/contracts/messages';
import type {} from './testContext.ts';
import { StubShell } from './StubShell.tsx';
import { connectApiServer } from './session.ts';

// Kept out of the testing entry, which the standalone pages bundle: these helpers import vitest.

/** A remote's routes at `url`, inside the stub shell, with a fresh SWR cache. */
export function renderRoutes(routes: ReactElement, url: string) {
  return render(
    <StubShell>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[url]}>{routes}</MemoryRouter>
      </SWRConfig>
    </StubShell>,
  );
}

/** Renders a list screen while the API is unreachable and expects it to say so; the client points at the test server again afterwards. */
export async function expectUnreachableApiMessage(renderScreen: () => void) {
  // Nothing listens on port 1, so every request fails without an answer.
  connectApiServer('http://127.0.0.1:1');
  try {
    renderScreen();
    expect(await screen.findByText(MESSAGES.common.couldNotFetchItems)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.http.noResponse)).toBeInTheDocument();
  } finally {
    connectApiServer(inject('apiUrl'));
  }
}

/**
 * Waits out a guard of antd's tags field: for 250 ms after a keystroke that found text in its search box, Backspace
 * leaves the tags alone, so that holding it down to clear the text does not go on to remove tags. A person pressing
 * Backspace after Enter is slower than that; a test is not. The form's own updates meanwhile happen inside act().
 */
export const pastTagsBackspaceGuard = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));
