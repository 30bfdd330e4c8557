import { Button, Result } from '@trellis/ui/antd';
import { navigateToUrl } from 'single-spa';
import { MESSAGES } from '@trellis/contracts/messages';

/** The crash page: shown in place of an area that failed to load or threw. */
export function CrashCard({ onRefresh }: { onRefresh?: () => void }) {
  return (
    <Result
      status="500"
      title={MESSAGES.crash.title}
      extra={[
        <Button key="refresh" type="primary" onClick={onRefresh ?? (() => window.location.reload())}>
          {MESSAGES.crash.refresh}
        </Button>,
        <Button key="home" onClick={() => navigateToUrl('/')}>
          {MESSAGES.crash.home}
        </Button>,
      ]}
    />
  );
}
