import { Alert, App, Button, Flex, Typography } from '@trellis/ui/antd';
import { NotificationOutlined, PlusOutlined } from '@trellis/ui/icons';
import { useRef, useState, type ReactNode } from 'react';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { contentEndpoints } from '@trellis/contracts/endpoints';
import { CONTENT_MESSAGES, type FeedType } from '@trellis/contracts';
import { usePagedList } from '@trellis/ui';
import { isSignedIn, useSession } from '@trellis/platform/session';
import { PostFormModal } from './PostFormModal.tsx';
import { PostList } from './PostList.tsx';
import { usePostableGroups } from './postCalls.ts';

export type PostFeedProps = {
  /** One group's posts; every post the reader may see without it. */
  groupId?: number;
  heading: string;
  headingId: string;
  /** Under the heading, saying whose posts these are. */
  intro?: ReactNode;
  /** Says why there is no Share Something, to a reader who may not post in the group. */
  cannotPostNote?: string | null;
};

/**
 * Posts and newsletters newest first, 10 a page with the page in the address, the private ones only for their
 * groups' members. A member who may post (in this group, when it is one group's) gets Share Something and Submit
 * a newsletter.
 */
export function PostFeed({ groupId, heading, headingId, intro, cannotPostNote }: PostFeedProps) {
  const { message } = App.useApp();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = usePagedList(
    contentEndpoints.list,
    ({ page }) => ({ page, page_size: PAGE_SIZES.posts, ...(groupId !== undefined && { group_id: groupId }) }),
    {},
  );
  const signedIn = useSession(isSignedIn);
  const postableGroups = usePostableGroups(groupId).data;
  const postable = postableGroups?.data ?? [];
  // The note waits for the member's groups, so a member who may post never sees it flash by.
  const showNote = Boolean(cannotPostNote) && postable.length === 0 && (!signedIn || postableGroups !== undefined);
  const [writing, setWriting] = useState<FeedType | null>(null);
  const { data, error, isValidating, mutate } = list;

  const body = (
    <PostList
      data={data}
      error={error}
      busy={isValidating}
      page={list.page}
      onPage={(next) => {
        list.goToPage(next);
        headingRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      }}
      onChanged={() => void mutate()}
      empty={CONTENT_MESSAGES.noPosts}
      loadingLabel="Loading posts"
    />
  );

  return (
    <section aria-labelledby={headingId}>
      <Flex wrap justify="space-between" align="center" gap={12} style={{ marginBottom: 16 }}>
        <Flex vertical gap={4}>
          <Typography.Title id={headingId} ref={headingRef} level={2} style={{ margin: 0 }}>
            {heading}
          </Typography.Title>
          {intro ? <Typography.Text type="secondary">{intro}</Typography.Text> : null}
        </Flex>
        {postable.length ? (
          <Flex wrap gap={8}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setWriting('post')}>
              Share Something
            </Button>
            <Button icon={<NotificationOutlined aria-hidden />} onClick={() => setWriting('newsletter')}>
              Submit a newsletter
            </Button>
          </Flex>
        ) : null}
      </Flex>
      {showNote ? <Alert type="info" showIcon title={cannotPostNote} style={{ marginBottom: 16 }} /> : null}
      {body}
      {writing ? (
        <PostFormModal
          kind={writing}
          groups={postable}
          defaultGroupId={groupId ?? null}
          onClose={() => setWriting(null)}
          onSaved={(answer) => {
            message.success(answer.message);
            setWriting(null);
            list.goToPage(1);
            void mutate();
          }}
        />
      ) : null}
    </section>
  );
}
