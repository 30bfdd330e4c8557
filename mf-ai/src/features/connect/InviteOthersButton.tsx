import { App, Button, Flex, Input, Modal, Typography } from '@trellis/ui/antd';
import { TeamOutlined } from '@trellis/ui/icons';
import { useState } from 'react';

/** The sign-up address of this site, which an invitation shares. */
const signUpAddress = () => `${window.location.origin}/signup`;

/** Invite Others: the site's sign-up link to copy and share with people who are not members yet. */
export function InviteOthersButton() {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const address = signUpAddress();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      message.success('Link copied');
    } catch {
      message.error('Could not copy the link; select it and copy it yourself');
    }
  };
  return (
    <>
      <Button icon={<TeamOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Invite Others
      </Button>
      <Modal open={open} title="Invite Others" onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Flex vertical gap={12}>
          <Typography.Text>Share this link with the people you would like to join you here.</Typography.Text>
          <Flex gap={8}>
            <Input readOnly aria-label="Invitation link" value={address} onFocus={(event) => event.currentTarget.select()} />
            <Button type="primary" onClick={() => void copy()}>
              Copy link
            </Button>
          </Flex>
        </Flex>
      </Modal>
    </>
  );
}
