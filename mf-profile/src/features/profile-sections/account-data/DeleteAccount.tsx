import { Alert, App, Button, Flex, Modal, Typography } from '@trellis/ui/antd';
import { Form, Input } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { fieldErrors, formErrorMessage, signOut } from '@trellis/platform/api-client';
import { MESSAGES } from '@trellis/contracts/messages';
import { deleteMyAccount } from './accountDataCalls.ts';

const M = MESSAGES.account;

/** Deletes the member's account once they confirm with their password in a dialog; then this device signs out too. */
export function DeleteAccount() {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function close() {
    if (busy) return;
    setOpen(false);
    setPassword('');
    setPasswordError(null);
    setError(null);
  }

  async function confirm() {
    if (!password) {
      setPasswordError(MESSAGES.auth.passwordRequired);
      return;
    }
    setBusy(true);
    setPasswordError(null);
    setError(null);
    try {
      message.success(await deleteMyAccount(password));
      // The server has ended every session already; this device forgets its tokens and leaves.
      await signOut({ revoke: false });
    } catch (failure) {
      const byField = fieldErrors(failure);
      if (byField.password) setPasswordError(byField.password);
      else setError(formErrorMessage(failure, MESSAGES.common.couldNotCompleteRequest));
      setBusy(false);
    }
  }

  return (
    <Flex vertical gap={8} align="start">
      <Typography.Paragraph style={{ marginBottom: 0 }}>{M.deleteIntro}</Typography.Paragraph>
      <Button danger onClick={() => setOpen(true)}>
        {M.deleteButton}
      </Button>
      <Modal
        open={open}
        title={M.deleteTitle}
        onCancel={close}
        onOk={() => void confirm()}
        okText={M.deleteConfirm}
        cancelText={M.deleteCancel}
        okButtonProps={{ danger: true, loading: busy }}
        cancelButtonProps={{ disabled: busy }}
        closable={!busy}
        mask={{ closable: !busy }}
        destroyOnHidden
      >
        <Typography.Paragraph>{M.deleteIntro}</Typography.Paragraph>
        <Form layout="vertical" onFinish={() => void confirm()}>
          <Form.Item
            label={M.deletePasswordLabel}
            htmlFor="delete-account-password"
            validateStatus={passwordError ? 'error' : undefined}
            help={passwordError}
          >
            <Input.Password
              id="delete-account-password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={busy}
              autoFocus
            />
          </Form.Item>
        </Form>
        {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
      </Modal>
    </Flex>
  );
}
