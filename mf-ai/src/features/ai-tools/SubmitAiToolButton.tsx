import { App, Button } from '@trellis/ui/antd';
import { PlusOutlined } from '@trellis/ui/icons';
import { useState } from 'react';
import { AI_MESSAGES } from '@trellis/contracts';
import { crossAreaLink, loginUrl } from '@trellis/platform/navigation';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { AiToolFormModal } from './AiToolFormModal.tsx';

/** Visitors sign in first and come back to the list; members submit in a modal. */
export function SubmitAiToolButton() {
  const { message } = App.useApp();
  const signedIn = useSession(isSignedIn);
  const [open, setOpen] = useState(false);
  if (!signedIn) {
    return (
      <Button type="primary" icon={<PlusOutlined aria-hidden />} {...crossAreaLink(loginUrl('/ai-tools'))}>
        {AI_MESSAGES.submitTool}
      </Button>
    );
  }
  return (
    <>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {AI_MESSAGES.submitTool}
      </Button>
      {open ? <AiToolFormModal onClose={() => setOpen(false)} onSaved={(saved) => message.success(saved.message)} /> : null}
    </>
  );
}
