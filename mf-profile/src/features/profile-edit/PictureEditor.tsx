import { App, Button, Flex, Progress, Upload } from 'antd';
import { useState } from 'react';
import { api, formErrorMessage } from '@trellis/shared/api-client';
import { PATHS } from '@trellis/shared/contracts';
import { MESSAGES } from '@trellis/shared/messages';
import { InitialsAvatar } from '@trellis/shared/ui';

type Props = { name: string; picture: string | null; onChanged(): void };

/** Profile picture: upload with progress (POST /upload-profile_picture/) and removal. */
export function PictureEditor({ name, picture, onChanged }: Props) {
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);

  async function upload(file: File) {
    const form = new FormData();
    form.append('profile_pic', file);
    setPercent(0);
    try {
      await api.upload(PATHS.uploadPicture, form, setPercent);
      onChanged();
    } catch (error) {
      message.error(formErrorMessage(error, MESSAGES.profileForm.couldNotUpdate));
    } finally {
      setPercent(null);
    }
  }

  async function remove() {
    try {
      await api.delete(PATHS.deletePicture);
      onChanged();
    } catch (error) {
      message.error(formErrorMessage(error, MESSAGES.profileForm.couldNotUpdate));
    }
  }

  return (
    <Flex align="center" gap={16} wrap>
      <InitialsAvatar name={name} src={picture} size={72} />
      <Flex vertical gap={8} style={{ minWidth: 200, flex: 1 }}>
        <Flex gap={8} wrap>
          <Upload
            accept="image/*"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button disabled={percent !== null}>Upload picture</Button>
          </Upload>
          {picture ? (
            <Button danger onClick={() => void remove()}>
              Remove picture
            </Button>
          ) : null}
        </Flex>
        {percent !== null ? <Progress percent={percent} size="small" aria-label="Picture upload progress" /> : null}
      </Flex>
    </Flex>
  );
}
