import { useState } from 'react';
import { Modal } from '@trellis/ui/antd';
import { MESSAGES } from '@trellis/contracts/messages';
import { useSession } from '@trellis/platform/session';
import { declineHandoff, type PendingSwitch } from './sessionHandoff.ts';

/** Asks before a hand-over from another site replaces the session of a different member signed in here. */
export function SessionSwitchPrompt({ pending }: { pending: PendingSwitch }) {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={MESSAGES.auth.switchAccountTitle}
      okText={MESSAGES.auth.switchAccount}
      cancelText={MESSAGES.auth.stayOnAccount}
      confirmLoading={busy}
      closable={false}
      mask={{ closable: false }}
      onOk={() => {
        useSession.getState().signIn(pending);
        window.location.reload();
      }}
      onCancel={() => {
        setBusy(true);
        void declineHandoff(pending).finally(() => setOpen(false));
      }}
    >
      {MESSAGES.auth.switchAccountBody(pending.user.email)}
    </Modal>
  );
}
