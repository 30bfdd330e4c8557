import { App, Button, Flex, Typography } from '@trellis/ui/antd';
import { BulbOutlined } from '@trellis/ui/icons';
import { Link } from '@trellis/ui/router';
import { useRef, useState } from 'react';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { careerTipEndpoints } from '@trellis/contracts/endpoints';
import { CONTENT_MESSAGES } from '@trellis/contracts';
import { usePagedList } from '@trellis/ui';
import { PostFormModal } from '../../posts/PostFormModal.tsx';
import { PostList } from '../../posts/PostList.tsx';
import { usePostableGroups } from '../../posts/postCalls.ts';

/**
 * /career-tips: every career tip the reader may see, newest first, 10 a page with the page in the address. A member
 * who may post in a group shares a tip with it.
 */
export function CareerTipsPage() {
  const { message } = App.useApp();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = usePagedList(careerTipEndpoints.all, ({ page }) => ({ page, page_size: PAGE_SIZES.posts }), {});
  const postable = usePostableGroups().data?.data ?? [];
  const [writing, setWriting] = useState(false);

  return (
    <section aria-labelledby="career-tips-heading" style={{ padding: '16px 0', maxWidth: 840, margin: '0 auto' }}>
      <Flex wrap justify="space-between" align="center" gap={12} style={{ marginBottom: 16 }}>
        <Flex vertical gap={4}>
          <Typography.Title id="career-tips-heading" ref={headingRef} level={2} style={{ margin: 0 }}>
            Career tips
          </Typography.Title>
          <Typography.Text type="secondary">
            Advice from the groups on this site. Their news is in <Link to="/posts">What&apos;s happening</Link>.
          </Typography.Text>
        </Flex>
        {postable.length ? (
          <Button type="primary" icon={<BulbOutlined aria-hidden />} onClick={() => setWriting(true)}>
            Share a career tip
          </Button>
        ) : null}
      </Flex>
      <PostList
        data={list.data}
        error={list.error}
        busy={list.isValidating}
        page={list.page}
        onPage={(next) => {
          list.goToPage(next);
          headingRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        }}
        onChanged={() => void list.mutate()}
        empty={CONTENT_MESSAGES.noCareerTips}
        loadingLabel="Loading career tips"
      />
      {writing ? (
        <PostFormModal
          kind="career_tip"
          groups={postable}
          onClose={() => setWriting(false)}
          onSaved={(answer) => {
            message.success(answer.message);
            setWriting(false);
            list.goToPage(1);
            void list.mutate();
          }}
        />
      ) : null}
    </section>
  );
}
