import { ClockCircleOutlined } from '@trellis/ui/icons/essential';
import { Button, Result } from '@trellis/ui/antd';
import { useState } from 'react';
import { signOut } from '@trellis/platform/api-client';
import { useSession } from '@trellis/platform/session';

/** /pending: the shell sends members here while their default organization has not accepted them yet. */
export function PendingPage() {
  const organization = useSession((state) => state.identity?.organization?.name);
  const [leaving, setLeaving] = useState(false);
  return (
    <Result
      icon={<ClockCircleOutlined />}
      title="Your membership is pending"
      subTitle={`${organization ?? 'The organization'} has not accepted your membership yet. You will be able to use the platform as soon as it does.`}
      extra={
        <Button
          type="primary"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut();
          }}
        >
          Sign out
        </Button>
      }
    />
  );
}
