import { useEffect, useState } from 'react';
import { call } from '@trellis/platform/api-client';
import type { ResetLinkState } from '@trellis/contracts';
import { authEndpoints } from '@trellis/contracts/endpoints';

export type LinkCheck = ResetLinkState['state'] | 'checking' | 'failed';

/** Where the e-mailed link stands, asked once per token before the page offers the form. */
export function useResetLinkState(token: string): LinkCheck {
  const [answer, setAnswer] = useState<{ token: string; state: LinkCheck } | null>(null);

  useEffect(() => {
    let current = true;
    call(authEndpoints.resetLinkCheck, { body: { token } }).then(
      ({ state }) => current && setAnswer({ token, state }),
      () => current && setAnswer({ token, state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return answer?.token === token ? answer.state : 'checking';
}
