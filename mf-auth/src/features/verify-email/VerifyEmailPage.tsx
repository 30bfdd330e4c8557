import { Result, Spin } from '@trellis/ui/antd';
import { useParams } from '@trellis/ui/router';
import { MESSAGES } from '@trellis/contracts/messages';
import { useVerifyEmail } from './useVerifyEmail.ts';

/** /verify-email/{token}: the link of a verification e-mail; /verify-email alone is an invalid request. */
export function VerifyEmailPage() {
  const { token } = useParams();
  const state = useVerifyEmail(token);
  switch (state) {
    case 'invalid':
      return <Result status="warning" title="Invalid Request" />;
    case 'verifying':
      return <Result icon={<Spin size="large" />} title="Verifying" />;
    case 'verified':
      return <Result status="success" title="Email Verified" />;
    case 'failed':
      return <Result status="error" title={MESSAGES.auth.verificationFailed} />;
  }
}
