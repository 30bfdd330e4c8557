import { useState } from 'react';
import { MESSAGES } from '@trellis/contracts/messages';
import { fieldErrors, formErrorMessage } from '@trellis/platform/api-client';
import { Alert, Button, Flex, Typography } from '@trellis/ui/antd';
import { Form, Input } from '@trellis/ui/antd/fields';
import { askTrialSignInCode } from './agentCalls.ts';

type Stage = { step: 'ask' } | { step: 'enter'; sent: string };

/**
 * For an e-mail that started CareerGPS before, in this browser or another: a code e-mailed to that address signs the
 * visitor back in to its trial account, with its runs and reports, without a password.
 */
export function TrialSignIn({
  email,
  enter,
}: {
  email: string;
  /** Signs in with the code and carries the run on; a refusal's words are shown here. */
  enter(code: string): Promise<void>;
}) {
  const [stage, setStage] = useState<Stage>({ step: 'ask' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<{ code: string }>();

  async function ask() {
    setBusy(true);
    setProblem(null);
    try {
      setStage({ step: 'enter', sent: await askTrialSignInCode(email) });
    } catch (failure) {
      setProblem(formErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function signIn({ code }: { code: string }) {
    setBusy(true);
    setProblem(null);
    try {
      await enter(code.trim());
    } catch (failure) {
      const wrong = fieldErrors(failure).code;
      if (wrong) form.setFields([{ name: 'code', errors: [wrong] }]);
      else setProblem(formErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex vertical gap={8} style={{ marginTop: 12 }}>
      {stage.step === 'ask' ? (
        <Flex gap={8} align="center" wrap>
          <Typography.Text>Started CareerGPS in another browser?</Typography.Text>
          <Button onClick={() => void ask()} loading={busy}>
            E-mail me a sign-in code
          </Button>
        </Flex>
      ) : (
        <>
          <Typography.Text role="status">{stage.sent}</Typography.Text>
          <Form form={form} layout="inline" onFinish={(values) => void signIn(values)} requiredMark={false}>
            <Form.Item
              name="code"
              label="Sign-in code"
              rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: MESSAGES.agents.trialCodeFormat }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ width: 120 }} />
            </Form.Item>
            <Flex gap={8} wrap>
              <Button type="primary" htmlType="submit" loading={busy}>
                Sign in
              </Button>
              <Button type="link" onClick={() => void ask()} disabled={busy}>
                Send another code
              </Button>
            </Flex>
          </Form>
        </>
      )}
      {problem && <Alert type="error" showIcon title={problem} />}
    </Flex>
  );
}
