import { Button, Flex, Skeleton, Typography } from '@trellis/ui/antd';
import { Input } from '@trellis/ui/antd/fields';
import type { GetRef } from '@trellis/ui/antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@trellis/ui/router';
import { navigateToUrl } from 'single-spa';
import { signOut } from '@trellis/platform/api-client';
import { loginUrl } from '@trellis/platform/navigation';
import { AuthCard } from '../../forms/AuthCard.tsx';
import { ServerErrorAlert } from '@trellis/ui';
import { nextFrom } from '../../nextDestination.ts';
import { useCurrentIdentity } from '../../session/useCurrentIdentity.ts';
import { useVerifyOtp } from './useVerifyOtp.ts';

const CODE_LENGTH = 6;
const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** /verify-otp?next=…: the six-digit code e-mailed at registration, for signed-in members not verified yet. */
export function VerifyOtpPage() {
  const [params] = useSearchParams();
  const next = nextFrom(params);
  const [code, setCode] = useState('');
  const { verify, verifying, resend, resending, error } = useVerifyOtp(next);
  const current = useCurrentIdentity(verifying);

  useEffect(() => {
    if (verifying) return;
    if (current.status === 'signed-out') navigateToUrl(loginUrl(next));
    else if (current.status === 'ready' && current.identity.is_verified) navigateToUrl(next);
  }, [current, next, verifying]);

  const allowed = current.status === 'ready' && !current.identity.is_verified;
  const boxes = useRef<GetRef<typeof Input.OTP>>(null);
  useEffect(() => {
    if (allowed) boxes.current?.focus();
  }, [allowed]);

  return (
    <AuthCard title="Verify your email">
      {allowed ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (code.length === CODE_LENGTH) void verify(code);
          }}
        >
          <Typography.Paragraph>
            Enter the six-digit code we sent to <strong>{current.identity.profile.email}</strong>.
          </Typography.Paragraph>
          <ServerErrorAlert error={error} />
          <Flex justify="center" style={{ marginBottom: 24 }}>
            <Input.OTP
              role="group"
              aria-label="One-time code"
              length={CODE_LENGTH}
              size="large"
              inputMode="numeric"
              autoComplete="one-time-code"
              formatter={digitsOnly}
              value={code}
              onInput={(cells) => setCode(cells.join(''))}
              disabled={verifying}
              ref={boxes}
            />
          </Flex>
          <Flex vertical gap={8}>
            <Button type="primary" htmlType="submit" block loading={verifying} disabled={code.length !== CODE_LENGTH}>
              Verify
            </Button>
            <Button block onClick={() => void resend()} loading={resending} disabled={verifying}>
              Resend
            </Button>
            <Button type="link" onClick={() => void signOut()} disabled={verifying}>
              Sign out
            </Button>
          </Flex>
        </form>
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </AuthCard>
  );
}
