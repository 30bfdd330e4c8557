import { App, Button, Flex, Typography } from '@trellis/ui/antd';
import { Upload } from '@trellis/ui/antd/fields';
import { PaperClipOutlined } from '@trellis/ui/icons';
import { useState } from 'react';
import { call, formErrorMessage } from '@trellis/platform/api-client';
import { PROGRAM_FORM_MESSAGES } from '@trellis/contracts';
import { groupEditingEndpoints } from '@trellis/contracts/endpoints';

/** Cover images are JPEG or PNG; the server judges the file by its content as well. */
const ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

function uploadCoverImage(groupId: number, file: File) {
  const form = new FormData();
  form.append('cover_image', file);
  return call(groupEditingEndpoints.coverImage, { params: { id: groupId }, body: form });
}

/** A group's cover image for its administrators: the current one, and a button that replaces it at once. */
export function CoverImageField({ groupId, cover, onChanged }: { groupId: number; cover: string | null; onChanged(): unknown }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(cover);

  async function send(file: File) {
    setBusy(true);
    try {
      const answer = await uploadCoverImage(groupId, file);
      setShown(answer.cover_image);
      message.success(answer.message);
      onChanged();
    } catch (error) {
      message.error(formErrorMessage(error, PROGRAM_FORM_MESSAGES.coverFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex vertical gap={8}>
      {shown ? (
        <img alt="Current cover" src={shown} style={{ width: '100%', maxHeight: 200, objectFit: 'cover', borderRadius: 8 }} />
      ) : (
        <Typography.Text type="secondary">No cover image yet.</Typography.Text>
      )}
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button icon={<PaperClipOutlined />} loading={busy}>
          {shown ? 'Change cover image' : 'Upload cover image'}
        </Button>
      </Upload>
      <Typography.Text type="secondary">JPEG or PNG, up to 10 MB.</Typography.Text>
    </Flex>
  );
}
