import { ErrorAlert } from '@trellis/ui/light';
import type { AuthOptions } from '@trellis/contracts';
import { BOX_HEIGHT, ProofOfWorkCaptcha } from './ProofOfWorkCaptcha.tsx';
import { Recaptcha } from './Recaptcha.tsx';

type Props = {
  /** Undefined while GET /auth/options/ is under way. */
  captcha: AuthOptions['captcha'] | undefined;
  loadError?: string;
  value?: string | null;
  onChange?: (answer: string | null) => void;
};

/** Holds the captcha's place, at its height, while the server's options are under way. */
function CaptchaPlaceholder() {
  return <div className="tl-skeleton-row" style={{ height: BOX_HEIGHT, marginTop: 0, width: '100%' }} aria-hidden="true" />;
}

/** The captcha this server is configured with, as one form control whose value is the answer to submit. */
export function CaptchaField({ captcha, loadError, value, onChange }: Props) {
  if (loadError) return <ErrorAlert message={loadError} />;
  if (!captcha) return <CaptchaPlaceholder />;
  return captcha.kind === 'recaptcha' ? (
    <Recaptcha siteKey={captcha.site_key} value={value} onChange={onChange} />
  ) : (
    <ProofOfWorkCaptcha challengeUrl={captcha.challenge_url} value={value} onChange={onChange} />
  );
}
