import { App, Button, Flex, Modal, Typography } from '@trellis/ui/antd';
import { Input } from '@trellis/ui/antd/fields';
import { FacebookFilled, LinkedinFilled, MessageOutlined } from '@trellis/ui/icons';
import type { Content } from '@trellis/contracts';
import { contentPath } from './postCalls.ts';

/** Share Post: the post's address to copy, or to hand to a network or an e-mail. Private posts are never shared. */
export function SharePostModal({ post, onClose }: { post: Pick<Content, 'slug' | 'title' | 'types'>; onClose(): void }) {
  const { message } = App.useApp();
  const url = `${window.location.origin}${contentPath(post)}`;
  const encoded = encodeURIComponent(url);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      message.success('Link copied');
    } catch {
      message.info('Select the link and copy it.');
    }
  };
  const targets = [
    { label: 'LinkedIn', icon: <LinkedinFilled aria-hidden />, href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}` },
    { label: 'Facebook', icon: <FacebookFilled aria-hidden />, href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
    {
      label: 'E-mail',
      icon: <MessageOutlined aria-hidden />,
      href: `mailto:?subject=${encodeURIComponent(post.title)}&body=${encoded}`,
    },
  ];
  return (
    <Modal open title="Share Post" onCancel={onClose} footer={null} destroyOnHidden>
      <Flex vertical gap={12}>
        <Typography.Text>Anyone with this link can read the post.</Typography.Text>
        <Flex gap={8}>
          <Input readOnly aria-label="Link to the post" value={url} onFocus={(event) => event.target.select()} />
          <Button type="primary" onClick={() => void copy()}>
            Copy link
          </Button>
        </Flex>
        <Flex wrap gap={8}>
          {targets.map((target) => (
            <Button key={target.label} icon={target.icon} href={target.href} target="_blank" rel="noopener noreferrer">
              {target.label}
            </Button>
          ))}
        </Flex>
      </Flex>
    </Modal>
  );
}
