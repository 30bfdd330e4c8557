import { useEffect, useState } from 'react';
import { api } from '@trellis/platform/api-client';
import { PATHS, ResetLinkState } from '@trellis/contracts';

export type LinkCheck = ResetLinkState['state'] | 'checking' | 'failed';

/** Where the e-mailed link stands, asked once per token before the page offers the form. */
export function useResetLinkState(token: string): LinkCheck {
  const [answer, setAnswer] = useState<{ token: string; state: LinkCheck } | null>(null);

  useEffect(() => {
    let current = true;
    api.post(PATHS.resetLinkCheck, { token }).then(
      (body) => current && setAnswer({ token, state: ResetLinkState.parse(body).state }),
      () => current && setAnswer({ token, state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return answer?.token === token ? answer.state : 'checking';
}
