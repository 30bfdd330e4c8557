import { Checkbox, Spinner } from '@trellis/ui/light';
import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@trellis/contracts/messages';
import { solveProofOfWork } from './solveProofOfWork.ts';

/** The box's height, which the field's placeholder keeps so that the form does not move when the box arrives. */
export const BOX_HEIGHT = 40;

type Props = { challengeUrl: string; value?: string | null; onChange?: (payload: string | null) => void };
type State = 'idle' | 'solving' | 'solved' | 'failed';

/**
 * "I'm not a robot" for the self-hosted proof-of-work captcha: ticking the box
 * fetches a challenge and solves it; the form gets the payload once solved.
 * Clearing the form's value (a rejected or expired solution) starts over.
 */
export function ProofOfWorkCaptcha({ challengeUrl, value, onChange }: Props) {
  const [solving, setState] = useState<State>('idle');
  const abort = useRef<AbortController | null>(null);
  // The form clears a spent or refused answer; the box is then unticked, ready for a new challenge.
  const state: State = solving === 'solved' && !value ? 'idle' : solving;

  useEffect(() => () => abort.current?.abort(), []);

  async function start() {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState('solving');
    try {
      const payload = await solveProofOfWork(challengeUrl, controller.signal);
      if (controller.signal.aborted) return;
      setState(payload ? 'solved' : 'failed');
      onChange?.(payload);
    } catch {
      if (!controller.signal.aborted) setState('failed');
    }
  }

  function toggle(checked: boolean) {
    if (checked) void start();
    else {
      abort.current?.abort();
      setState('idle');
      onChange?.(null);
    }
  }

  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 12,
        minHeight: BOX_HEIGHT,
        boxSizing: 'border-box',
        padding: '8px 12px',
        border: '1px solid rgba(0,0,0,0.15)',
        borderRadius: 6,
      }}
    >
      <Checkbox
        checked={state === 'solving' || state === 'solved'}
        disabled={state === 'solving'}
        onChange={(event) => toggle(event.target.checked)}
      >
        I&apos;m not a robot
      </Checkbox>
      <span aria-live="polite">
        {state === 'solving' ? (
          <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', color: 'rgba(0, 0, 0, 0.66)' }}>
            <Spinner />
            Verifying…
          </span>
        ) : null}
        {state === 'solved' ? <span style={{ color: '#237804' }}>Verified</span> : null}
        {state === 'failed' ? <span style={{ color: '#cf1322' }}>{MESSAGES.auth.captchaFailed}</span> : null}
      </span>
    </div>
  );
}
