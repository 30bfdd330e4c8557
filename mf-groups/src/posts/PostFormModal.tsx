import { Modal } from '@trellis/ui/antd';
import type { ContentType } from '@trellis/contracts';
import { PostForm, type PostFormProps } from './PostForm.tsx';

/** What a form to share each kind is called. */
export const SHARE_TITLES: Record<ContentType, string> = {
  post: 'Share Something',
  newsletter: 'Submit a newsletter',
  career_tip: 'Share a career tip',
};

/** Share Something, Submit a newsletter, Share a career tip or Edit Post in a modal. */
export function PostFormModal(props: Omit<PostFormProps, 'onCancel'> & { onClose(): void }) {
  const title = props.post ? 'Edit Post' : SHARE_TITLES[props.kind];
  return (
    <Modal open title={title} onCancel={props.onClose} footer={null} width={720} destroyOnHidden>
      <PostForm {...props} onCancel={props.onClose} />
    </Modal>
  );
}
