import { App, Button, Flex, Modal, Typography } from '@trellis/ui/antd';
import { HeartFilled, HeartOutlined } from '@trellis/ui/icons';
import { useState } from 'react';
import { useLocation } from '@trellis/ui/router';
import { FAVOURITE_MESSAGES, type BookmarkType } from '@trellis/contracts';
import { formErrorMessage } from '@trellis/platform/api-client';
import { crossAreaLink, loginUrl } from '@trellis/platform/navigation';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { dropFavourite, keepFavourite } from './engagementCalls.ts';

/** A visitor is asked to sign up before keeping anything, and comes back here afterwards. */
function SignUpModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={FAVOURITE_MESSAGES.signUpTitle}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{FAVOURITE_MESSAGES.signUpText}</Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button type="primary" {...crossAreaLink(`/signup?next=${encodeURIComponent(here)}`)}>
            Sign up
          </Button>
          <Button {...crossAreaLink(loginUrl(here))}>Log in</Button>
        </Flex>
      </Flex>
    </Modal>
  );
}

export type FavouriteButtonProps = { type: BookmarkType; id: number; bookmarked: boolean; onChange?(bookmarked: boolean): void };

/** Keeps the item among the member's favourites or takes it out, saying which; visitors get the sign-up modal. */
export function FavouriteButton({ type, id, bookmarked, onChange }: FavouriteButtonProps) {
  const { message } = App.useApp();
  const signedIn = useSession(isSignedIn);
  const [kept, setKept] = useState(bookmarked);
  const [sending, setSending] = useState(false);
  const [askingToSignUp, setAskingToSignUp] = useState(false);

  async function toggle() {
    if (!signedIn) {
      setAskingToSignUp(true);
      return;
    }
    setSending(true);
    try {
      const answer = kept ? await dropFavourite(type, id) : await keepFavourite(type, id);
      setKept(answer.is_bookmarked);
      onChange?.(answer.is_bookmarked);
      message.success(answer.message);
    } catch (error) {
      message.error(formErrorMessage(error, FAVOURITE_MESSAGES.failed));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button
        aria-pressed={kept}
        loading={sending}
        icon={kept ? <HeartFilled aria-hidden style={{ color: '#e5484d' }} /> : <HeartOutlined aria-hidden />}
        onClick={toggle}
      >
        {kept ? 'Favourite' : 'Add to favourites'}
      </Button>
      <SignUpModal open={askingToSignUp} onClose={() => setAskingToSignUp(false)} />
    </>
  );
}
