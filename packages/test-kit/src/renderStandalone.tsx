import { Button, Space, Typography } from '@trellis/ui/antd';
import { Select } from '@trellis/ui/antd/fields';
import { StrictMode, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { formErrorMessage } from '@trellis/platform/api-client';
import { useSession } from '@trellis/platform/session';
import { loadAppConfig } from '@trellis/platform/site';
import { StubShell } from './StubShell.tsx';
import { signInAs, signOut } from './session.ts';

/** The documented demo accounts (README); only this standalone page offers them. */
const DEMO_ACCOUNTS = ['member', 'unverified', 'pending', 'admin', 'leader', 'staff'].map((who) => `${who}@trellis.test`);
const DEMO_PASSWORD = 'Trellis!2026';

function SessionBar() {
  const identity = useSession((state) => state.identity);
  const [error, setError] = useState<string | null>(null);
  return (
    <Space wrap style={{ padding: 8, borderBottom: '1px dashed #ccc', width: '100%' }}>
      <Typography.Text strong>Standalone</Typography.Text>
      <Typography.Text>{identity ? `Signed in as ${identity.profile.email}` : 'Signed out'}</Typography.Text>
      <Select
        aria-label="Sign in as"
        placeholder="Sign in as…"
        style={{ minWidth: 220 }}
        options={DEMO_ACCOUNTS.map((email) => ({ value: email, label: email }))}
        onChange={(email: string) => {
          setError(null);
          signInAs(email, DEMO_PASSWORD).catch((reason: unknown) => setError(formErrorMessage(reason)));
        }}
      />
      <Button onClick={() => signOut()}>Sign out</Button>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </Space>
  );
}

/** Runs a remote alone: the stub shell, a session switcher and the remote's root, in #root. */
export function renderStandalone(App: ComponentType) {
  const container = document.getElementById('root');
  if (!container) throw new Error('standalone page needs a #root element');
  void loadAppConfig()
    .catch(() => null)
    .then(() =>
      createRoot(container).render(
        <StrictMode>
          <StubShell>
            <SessionBar />
            <App />
          </StubShell>
        </StrictMode>,
      ),
    );
}
