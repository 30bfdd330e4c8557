import { App } from '@trellis/ui/antd';
import { useState } from 'react';
import { formErrorMessage } from '@trellis/platform/api-client';
import { PROGRAM_FORM_MESSAGES, type GroupDetail } from '@trellis/contracts';
import { uploadLogo } from './organizationCalls.ts';

/** Replaces an organization's logo at once, saying how it went; `busy` while the file is on its way. */
export function useLogoUpload(organization: GroupDetail, onChanged: () => unknown) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  async function send(file: File) {
    setBusy(true);
    try {
      message.success((await uploadLogo(organization.id, file)).message);
      onChanged();
    } catch (error) {
      message.error(formErrorMessage(error, PROGRAM_FORM_MESSAGES.logoFailed));
    } finally {
      setBusy(false);
    }
  }
  return { busy, send };
}
