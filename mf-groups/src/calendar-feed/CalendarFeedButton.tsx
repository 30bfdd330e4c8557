import { Alert, App, Button, Flex, Modal, Skeleton, Typography } from '@trellis/ui/antd';
import { Input } from '@trellis/ui/antd/fields';
import { Popconfirm } from '@trellis/ui/antd/frame';
import { CalendarOutlined } from '@trellis/ui/icons';
import { useState } from 'react';
import { call, formErrorMessage, useCall } from '@trellis/platform/api-client';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { MESSAGES } from '@trellis/contracts/messages';
import { calendarFeedEndpoints } from '@trellis/contracts/endpoints';

/** Calendar apps open a webcal:// address as a subscription rather than a one-off download. */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

function FeedSettings() {
  const { message } = App.useApp();
  const feed = useCall(calendarFeedEndpoints.mine);
  const [busy, setBusy] = useState<'renew' | 'revoke' | null>(null);

  async function change(action: 'renew' | 'revoke') {
    setBusy(action);
    try {
      const next =
        action === 'renew' ? await call(calendarFeedEndpoints.renew) : await call(calendarFeedEndpoints.revoke).then(() => ({ url: null }));
      // Idle before the next state shows: its buttons would otherwise mount loading and ignore a first click.
      setBusy(null);
      await feed.mutate(next, { revalidate: false });
      if (action === 'revoke') message.success('Your calendar feed is off.');
    } catch (error) {
      setBusy(null);
      message.error(formErrorMessage(error, MESSAGES.common.couldNotCompleteRequest));
    }
  }

  if (feed.error) return <Alert type="error" showIcon title={feed.error.message} />;
  if (!feed.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const { url } = feed.data;
  if (!url) {
    return (
      <Flex vertical gap={12} align="start">
        <Typography.Text>You have no calendar feed yet.</Typography.Text>
        <Button type="primary" loading={busy === 'renew'} onClick={() => void change('renew')}>
          Create my feed address
        </Button>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={12}>
      <Input readOnly value={url} aria-label="Feed address" onFocus={(event) => event.currentTarget.select()} />
      <Flex wrap gap={8}>
        <Typography.Text copyable={{ text: url, tooltips: ['Copy address', 'Copied'] }}>Copy address</Typography.Text>
        <Typography.Link href={webcalOf(url)}>Open in my calendar app</Typography.Link>
      </Flex>
      <Flex wrap gap={8}>
        <Popconfirm
          title="Make a new address?"
          description="Calendars subscribed to the current address stop updating."
          okText="Make a new address"
          onConfirm={() => change('renew')}
        >
          <Button loading={busy === 'renew'}>Make a new address</Button>
        </Popconfirm>
        <Popconfirm
          title="Turn the feed off?"
          description="Calendars subscribed to it stop updating."
          okText="Turn off"
          onConfirm={() => change('revoke')}
        >
          <Button danger loading={busy === 'revoke'}>
            Turn off
          </Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}

/**
 * Calendar feed, for signed-in members: a private address of the circles and events they take part in, which Google
 * Calendar, Outlook or Apple Calendar subscribe to and keep up to date.
 */
export function CalendarFeedButton() {
  const signedIn = useSession(isSignedIn);
  const [open, setOpen] = useState(false);
  if (!signedIn) return null;
  return (
    <>
      <Button icon={<CalendarOutlined />} onClick={() => setOpen(true)}>
        Calendar feed
      </Button>
      <Modal open={open} title="Your calendar feed" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>
            Subscribe to this address in your calendar app to see the circles and events you take part in, kept up to date. Keep it private:
            anyone with the address can read these entries. Make a new address if it was shared by mistake.
          </Typography.Paragraph>
          {open ? <FeedSettings /> : null}
        </Flex>
      </Modal>
    </>
  );
}
