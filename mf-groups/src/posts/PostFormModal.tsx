import { Modal } from '@trellis/ui/antd';
import { PostForm, type PostFormProps } from './PostForm.tsx';

/** Share Something, Submit a newsletter or Edit Post in a modal. */
export function PostFormModal(props: Omit<PostFormProps, 'onCancel'> & { onClose(): void }) {
  const title = props.post ? 'Edit Post' : props.kind === 'newsletter' ? 'Submit a newsletter' : 'Share Something';
  return (
    <Modal open title={title} onCancel={props.onClose} footer={null} width={720} destroyOnHidden>
      <PostForm {...props} onCancel={props.onClose} />
    </Modal>
  );
}
