import { Alert, Button, Flex, Typography } from '@trellis/ui/antd';
import { useState } from 'react';
import { formErrorMessage } from '@trellis/platform/api-client';
import { MESSAGES } from '@trellis/contracts/messages';
import { downloadMyData, saveFile } from './accountDataCalls.ts';

const M = MESSAGES.account;

/** Downloads everything the platform holds about the member as one zip file. */
export function DownloadMyData() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      saveFile(await downloadMyData(), `trellis-data-${new Date().toISOString().slice(0, 10)}.zip`);
    } catch (failure) {
      // A refusal in words (too many downloads, say) is shown as the server put it.
      setError(formErrorMessage(failure, M.exportFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex vertical gap={8} align="start">
      <Typography.Paragraph style={{ marginBottom: 0 }}>{M.exportIntro}</Typography.Paragraph>
      <Button onClick={() => void download()} loading={busy}>
        {busy ? M.exporting : M.exportButton}
      </Button>
      {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
    </Flex>
  );
}
