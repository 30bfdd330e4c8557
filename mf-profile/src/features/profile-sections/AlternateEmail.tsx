import { Alert, App, Button, Flex, Typography } from '@trellis/ui/antd';
import { Input } from '@trellis/ui/antd/fields';
import { Tag } from '@trellis/ui/antd/frame';
import { useState } from 'react';
import { call, fieldErrors, formErrorMessage } from '@trellis/platform/api-client';
import { authEndpoints } from '@trellis/contracts/endpoints';
import { type Profile } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';

type Props = { profile: Profile; onChanged(): void };

/** Alternate e-mail: added unverified, verified with the e-mailed code, then it can become the primary one. */
export function AlternateEmail({ profile, onChanged }: Props) {
  const { message } = App.useApp();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alternate = profile.alternate_email;

  async function run(action: () => Promise<string>, fallback: string) {
    setError(null);
    setBusy(true);
    try {
      message.success(await action());
      onChanged();
    } catch (failure) {
      setError(fieldErrors(failure).email ?? formErrorMessage(failure, fallback));
    } finally {
      setBusy(false);
    }
  }

  const add = () =>
    run(
      async () => (await call(authEndpoints.alternateEmail, { body: { email: email.trim() } })).message,
      MESSAGES.common.couldNotCompleteRequest,
    );
  const verify = () =>
    run(async () => {
      const answer = await call(authEndpoints.verifyOtp, { body: { otp: code, type: 'alternate_email' } });
      useSession.getState().setTokens(answer);
      setCode('');
      return answer.message;
    }, MESSAGES.common.couldNotCompleteRequest);
  const makePrimary = () => run(async () => (await call(authEndpoints.switchEmail)).message, MESSAGES.auth.setPrimaryFailed);

  return (
    <Flex vertical gap={12}>
      {alternate ? (
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{alternate}</Typography.Text>
          <Tag color={profile.is_alternate_email_verified ? 'green' : 'orange'}>
            {profile.is_alternate_email_verified ? 'Verified' : 'Not verified'}
          </Tag>
        </Flex>
      ) : null}
      {alternate && !profile.is_alternate_email_verified ? (
        <Flex vertical gap={8}>
          <Typography.Text id="alternate-code-label">{`Enter the code we sent to ${alternate}`}</Typography.Text>
          <Input.OTP length={6} value={code} onChange={setCode} aria-labelledby="alternate-code-label" />
          <Button type="primary" disabled={code.length !== 6} loading={busy} onClick={() => void verify()} style={{ alignSelf: 'start' }}>
            Verify
          </Button>
        </Flex>
      ) : null}
      {alternate && profile.is_alternate_email_verified ? (
        <Button onClick={() => void makePrimary()} loading={busy} style={{ alignSelf: 'start' }}>
          Switch to primary
        </Button>
      ) : null}
      <Flex gap={8} wrap>
        <Input
          aria-label="Alternate email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Button onClick={() => void add()} loading={busy} disabled={!email.trim()}>
          {alternate ? 'Change alternate email' : 'Add alternate email'}
        </Button>
      </Flex>
      {error ? <Alert type="error" showIcon title={error} /> : null}
    </Flex>
  );
}
