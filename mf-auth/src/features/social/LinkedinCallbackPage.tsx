import { Alert, Button, Card, Spin } from '@trellis/ui/antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@trellis/ui/router';
import { navigateToUrl } from 'single-spa';
import { formErrorMessage } from '@trellis/platform/api-client';
import type { Identity } from '@trellis/contracts';
import { destinationAfterSignIn, nextFrom } from '../../nextDestination.ts';
import { linkedinRedirectUri } from '../../social/providers.ts';
import { socialSignIn } from '../../social/socialSignIn.ts';

/** A code is good for one exchange; a remount of this screen waits for the same one. */
const exchanges = new Map<string, Promise<Identity>>();

/** /linkedin?code=…&state=next: LinkedIn's redirect back; the code is exchanged once for a session. */
export function LinkedinCallbackPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const next = nextFrom(new URLSearchParams({ next: params.get('state') ?? '/' }));
  const [error, setError] = useState<string | null>(code ? null : (params.get('error_description') ?? formErrorMessage(null)));

  useEffect(() => {
    if (!code) return;
    let current = true;
    let exchange = exchanges.get(code);
    if (!exchange) {
      exchange = socialSignIn('linkedin', { code, redirect_uri: linkedinRedirectUri() });
      exchanges.set(code, exchange);
    }
    exchange.then(
      (identity) => current && navigateToUrl(destinationAfterSignIn(identity, next)),
      (reason: unknown) => current && setError(formErrorMessage(reason)),
    );
    return () => {
      current = false;
    };
  }, [code, next]);

  return (
    <Card style={{ maxWidth: 480, margin: '24px auto' }}>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          action={
            <Link to="/login">
              <Button size="small">Login</Button>
            </Link>
          }
        />
      ) : (
        <Spin tip="Signing you in…">
          <div style={{ minHeight: 80 }} />
        </Spin>
      )}
    </Card>
  );
}
