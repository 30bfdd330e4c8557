import { FacebookFilled, GoogleOutlined, LinkedinFilled } from '@trellis/ui/icons/essential';
import { Button, ButtonLink, Divider } from '@trellis/ui/light';
import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { formErrorMessage } from '@trellis/platform/api-client';
import { bus } from '@trellis/platform/events';
import { destinationAfterSignIn } from '../nextDestination.ts';
import { useAuthOptions } from '../captcha/useAuthOptions.ts';
import { facebookLogin, googleAccessToken, linkedinAuthorizeUrl } from './providers.ts';
import { socialSignIn, type Provider, type ProviderAnswers } from './socialSignIn.ts';

/** Sign-in with the social providers this server is configured with; none configured, nothing shown. */
export function SocialButtons({ next }: { next: string }) {
  const { options } = useAuthOptions();
  const [busy, setBusy] = useState<Provider | null>(null);
  const providers = options?.providers;
  if (!providers || (!providers.google && !providers.facebook && !providers.linkedin)) return null;

  async function run<P extends Provider>(provider: P, answer: () => Promise<ProviderAnswers[P]>) {
    setBusy(provider);
    try {
      const identity = await socialSignIn(provider, await answer());
      navigateToUrl(destinationAfterSignIn(identity, next));
    } catch (error) {
      bus.emit('toast', { kind: 'error', content: formErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  const { google, facebook, linkedin } = providers;
  return (
    <>
      <Divider>or</Divider>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {google ? (
          <Button
            icon={<GoogleOutlined />}
            block
            loading={busy === 'google'}
            onClick={() => void run('google', async () => ({ access_token: await googleAccessToken(google.client_id) }))}
          >
            Continue with Google
          </Button>
        ) : null}
        {facebook ? (
          <Button
            icon={<FacebookFilled />}
            block
            loading={busy === 'facebook'}
            onClick={() => void run('facebook', () => facebookLogin(facebook.app_id))}
          >
            Continue with Facebook
          </Button>
        ) : null}
        {linkedin ? (
          <ButtonLink icon={<LinkedinFilled />} block href={linkedinAuthorizeUrl(linkedin.client_id, next)}>
            Continue with LinkedIn
          </ButtonLink>
        ) : null}
      </div>
    </>
  );
}
