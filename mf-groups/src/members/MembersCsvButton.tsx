import { App, Button } from '@trellis/ui/antd';
import { useState } from 'react';
import { formErrorMessage } from '@trellis/platform/api-client';
import type { GroupDetail } from '@trellis/contracts';
import { downloadMembersCsv } from './memberCalls.ts';

export type MembersCsvButtonProps = {
  group: Pick<GroupDetail, 'id' | 'name_slug'>;
  status: 'accepted' | 'pending' | 'rejected' | 'unverified';
  label?: string;
};

/** Downloads one tab of a group's members as a CSV file (administrators). */
export function MembersCsvButton({ group, status, label = 'Download CSV' }: MembersCsvButtonProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadMembersCsv(group, status);
    } catch (error) {
      message.error(formErrorMessage(error, 'Could not download group members'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button loading={busy} onClick={() => void download()}>
      {label}
    </Button>
  );
}
