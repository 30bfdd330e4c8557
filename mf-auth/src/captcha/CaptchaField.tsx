import { Alert, Skeleton } from '@trellis/ui/antd';
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

/** The captcha this server is configured with, as one form control whose value is the answer to submit. */
export function CaptchaField({ captcha, loadError, value, onChange }: Props) {
  if (loadError) return <Alert type="error" showIcon title={loadError} />;
  if (!captcha) return <Skeleton.Input active block style={{ height: BOX_HEIGHT }} />;
  return captcha.kind === 'recaptcha' ? (
    <Recaptcha siteKey={captcha.site_key} value={value} onChange={onChange} />
  ) : (
    <ProofOfWorkCaptcha challengeUrl={captcha.challenge_url} value={value} onChange={onChange} />
  );
}
