import { Button } from '@trellis/ui/antd';
import { PlusOutlined } from '@trellis/ui/icons';
import { useState } from 'react';
import type { GroupDetail } from '@trellis/contracts';
import { InvitePeopleModal } from '@trellis/ui/members';

/**
 * Invite People, for the group's accepted members (the server holds the same rule), except in a circle that has
 * ended.
 */
export function InvitePeopleButton({
  group,
}: {
  group: Pick<GroupDetail, 'id' | 'name' | 'group_type' | 'membership_status' | 'lifecycle'>;
}) {
  const [open, setOpen] = useState(false);
  const ended = group.group_type === 'circle' && (group.lifecycle === 'closed' || group.lifecycle === 'archived');
  if (group.membership_status !== 'accepted' || ended) return null;
  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        Invite People
      </Button>
      <InvitePeopleModal group={group} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
